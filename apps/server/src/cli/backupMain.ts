import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { backupDatabase, defaultBackupFile } from '../ops/backup.js';
import { loadEnvFile } from '../envFile.js';

loadEnvFile();

// `npm run backup [-- <file>]`: a consistent copy of DATABASE_URL while the server keeps running.
const { databaseUrl } = loadConfig();
const file = process.argv[2] ?? defaultBackupFile(databaseUrl);
try {
  await backupDatabase(databaseUrl, file);
  process.stdout.write(`Backup written to ${file} (${fs.statSync(file).size.toLocaleString('en')} bytes)\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
