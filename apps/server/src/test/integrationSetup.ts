import { afterAll } from 'vitest';
import { closeAdminConnection } from './testDatabase.js';

// Each integration test file's connection for making its databases closes with the file.
afterAll(closeAdminConnection);
