import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { systemClock } from '../domain/clock.js';
import { createDemoFamily, demoParent } from './demoFamily.js';

// Shares the database with a running server: SQLite's own locks keep the two apart.
const database = await openDatabase(loadConfig().databaseUrl);
try {
  const created = await createDemoFamily(database.db, systemClock.now());
  process.stdout.write(
    `${created ? 'The demo family is ready.' : 'The demo family was already there.'}\n` +
      `Sign in with ${demoParent.email} / ${demoParent.password}\n`,
  );
} finally {
  await database.close();
}
