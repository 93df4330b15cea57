import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { systemClock } from '../domain/clock.js';
import { createDemoFamily, demoAccounts } from './demoFamily.js';

// `npm run demo` writes the demo family; `-- --label NAME` writes another one with the same life.
const labelIndex = process.argv.indexOf('--label');
const label = labelIndex >= 0 ? process.argv[labelIndex + 1] : undefined;
if (label !== undefined && !/^[a-z0-9]{1,20}$/.test(label)) {
  process.stderr.write('The label is 1 to 20 lower-case letters or digits.\n');
  process.exit(2);
}
// Shares the database with a running server: SQLite's own locks keep the two apart.
const database = await openDatabase(loadConfig().databaseUrl);
try {
  const created = await createDemoFamily(database.db, systemClock.now(), label);
  const { parent } = demoAccounts(label);
  process.stdout.write(
    `${created ? 'The demo family is ready.' : 'The demo family was already there.'}\n` +
      `Sign in with ${parent.email} / ${parent.password}\n`,
  );
} finally {
  await database.close();
}
