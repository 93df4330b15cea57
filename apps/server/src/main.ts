import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { loadEnvFile } from './envFile.js';
import { stopGracefullyOnSignals } from './ops/shutdown.js';
import { startJobs } from './jobs/startJobs.js';
import type { JobRunner } from './jobs/runner.js';
import { systemClock } from './domain/clock.js';
import { openAppDatabase } from './startup/openAppDatabase.js';
import { DatabaseInUseError } from './db/sqliteLock.js';
import type { FastifyBaseLogger as Logger } from 'fastify';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  let database;
  // At debug level every query's SQL and time is logged (`npm run bench` reads them to check plans).
  let queryLogger: Logger | null = null;
  const onQuery = ['debug', 'trace'].includes(config.logLevel)
    ? (sql: string, ms: number) => queryLogger?.debug({ sql, ms }, 'query')
    : undefined;
  try {
    database = await openAppDatabase(config.databaseUrl, { claimFile: true, onQuery });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, db: database.db });
  queryLogger = app.log;
  const open = database;
  let jobs: JobRunner | null = null;
  stopGracefullyOnSignals(app, {
    closeResources: async () => {
      await jobs?.stop();
      await open.close();
    },
    graceMs: config.shutdownGraceSeconds * 1000,
  });
  await app.listen({ port: config.port, host: config.host });
  if (config.jobsEnabled) {
    const context = { db: database.db, clock: systemClock, push: app.pushDispatcher, log: app.log, metrics: app.metrics };
    jobs = await startJobs({ engine: database.engine, url: config.databaseUrl }, context);
  }
  app.log.info(`Parent app on ${config.publicUrl} (database: ${database.engine}, scheduled work: ${jobs?.kind ?? 'off'})`);
  // `npm start` (scripts/start.mjs) says where the app is served once it is; the channel then lets go,
  // so it never holds a stopping server open.
  if (process.send) process.send({ serving: config.publicUrl }, () => process.channel?.unref());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
