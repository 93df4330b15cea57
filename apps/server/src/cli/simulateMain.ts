import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openAppDatabase } from '../startup/openAppDatabase.js';
import { systemClock } from '../domain/clock.js';
import { runSimulation } from './simulate/run.js';
import { loadEnvFile } from '../envFile.js';

loadEnvFile();

const usage =
  'Usage: npm run simulate -- [--children 20] [--days 30] [--label NAME] [--seed 1] [--url http://localhost:3000 --key gk_...] [--allow-real-families]\n';

function whole(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

let options;
try {
  const { values } = parseArgs({
    options: {
      children: { type: 'string', default: '20' },
      days: { type: 'string', default: '30' },
      label: { type: 'string' },
      seed: { type: 'string', default: '2026' },
      url: { type: 'string' },
      key: { type: 'string' },
      'allow-real-families': { type: 'boolean', default: false },
    },
  });
  if (values.url && !values.key) throw new Error('--url needs --key: make one with `npm run operator -- game-key create NAME`');
  options = {
    children: whole('children', values.children, 1, 1000),
    days: whole('days', values.days, 1, 60),
    label: values.label,
    seed: whole('seed', values.seed, 0, 2 ** 31 - 1),
    url: values.url,
    key: values.key,
    allowRealFamilies: values['allow-real-families'],
  };
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

// Shares the database with a running server: SQLite's own locks keep the two apart.
const config = loadConfig();
const database = await openAppDatabase(config.databaseUrl);
try {
  process.exitCode = await runSimulation(
    database.db,
    config,
    options,
    {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    },
    systemClock.now(),
  );
} finally {
  await database.close();
}
