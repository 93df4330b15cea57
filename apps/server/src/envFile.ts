import fs from 'node:fs';
import path from 'node:path';

// The root of the repository or of a release: the compiled server sits in apps/server/dist.
const envFile = path.resolve(import.meta.dirname, '../../../.env');

/**
 * A .env file at the root, when present, fills in what the environment leaves unset (README,
 * "Configuration"): the server and every command-line tool read the same settings.
 */
export function loadEnvFile(): void {
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
}
