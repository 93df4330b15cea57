import { loadConfig } from '../config.js';
import { openAppDatabase } from '../startup/openAppDatabase.js';
import { runOperatorCommand } from './operator.js';
import { loadEnvFile } from '../envFile.js';

loadEnvFile();

// Shares the database with a running server: SQLite's own locks keep the two apart.
const database = await openAppDatabase(loadConfig().databaseUrl);
try {
  process.stdout.write(`${await runOperatorCommand(database.db, process.argv.slice(2))}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
