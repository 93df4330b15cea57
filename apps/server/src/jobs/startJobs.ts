import { withStartLock, type Engine } from '../db/database.js';
import { jobDefinitions } from './definitions.js';
import { startInProcessRunner } from './inProcessRunner.js';
import type { JobRunner, RunnerContext } from './runner.js';

/** This process's scheduled work (ADR 0025): pg-boss on PostgreSQL, the in-process runner on SQLite. */
export async function startJobs(database: { engine: Engine; url: string }, context: RunnerContext): Promise<JobRunner> {
  if (database.engine === 'postgres') {
    // Loaded only here: a SQLite server never needs pg-boss (about 3 MB of heap).
    const { startPgBossRunner } = await import('./pgBossRunner.js');
    // pg-boss sets up its queues at start; two processes doing it at once deadlock, so they take turns.
    return withStartLock({ db: context.db, engine: database.engine }, () => startPgBossRunner(database.url, jobDefinitions, context));
  }
  return startInProcessRunner(jobDefinitions, context);
}
