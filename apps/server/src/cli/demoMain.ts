import { loadConfig } from '../config.js';
import { openAppDatabase } from '../startup/openAppDatabase.js';
import { systemClock } from '../domain/clock.js';
import { runDemo } from './demoCommand.js';
import { loadEnvFile } from '../envFile.js';

loadEnvFile();

// Shares the database with a running server: SQLite's own locks keep the two apart.
const database = await openAppDatabase(loadConfig().databaseUrl);
try {
  process.exitCode = await runDemo(database.db, process.argv.slice(2), process.env, systemClock.now(), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
} finally {
  await database.close();
}
