import { loadConfig } from '../config.js';
import { restoreDatabase } from '../ops/backup.js';
import { loadEnvFile } from '../envFile.js';

loadEnvFile();

// `npm run restore -- <file> [--replace]`: puts a backup back as DATABASE_URL (README, Backups).
const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  process.stderr.write('Usage: npm run restore -- <backup file> [--replace]\n');
  process.exit(2);
}
try {
  const keptAt = await restoreDatabase(loadConfig().databaseUrl, file, { replace: args.includes('--replace') });
  process.stdout.write(`Restored ${file}${keptAt ? `; the database that was there is kept at ${keptAt}` : ''}\n`);
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
