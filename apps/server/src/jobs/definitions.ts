import type { Db } from '../db/database.js';
import type { Clock } from '../domain/clock.js';
import type { PushDispatcher } from '../push/dispatcher.js';
import { cleanUpExpired } from './cleanUp.js';
import { evaluateMorningFlags } from './redFlagMorning.js';
import { sendRedFlagReminders } from './redFlagReminders.js';
import { sendWorkflowReminders } from './workflowReminders.js';

export interface JobContext {
  db: Db;
  clock: Clock;
  push: PushDispatcher;
  log: { info(object: object, message: string): void; debug(object: object, message: string): void };
}

/**
 * One kind of scheduled work, the same on every runner (ADR 0025): pg-boss fires it by `cron` on
 * PostgreSQL, the in-process runner every `everySeconds`; either way a run is claimed for its period
 * (`periodOf`) in `job_runs` first, so a period's run happens once across all processes, however many fire.
 */
export interface JobDefinition {
  name: string;
  /** Minute-level cron (UTC) for pg-boss. */
  cron: string;
  /** How often it runs in process, and the length of its periods. */
  everySeconds: number;
  run(context: JobContext): Promise<object>;
}

/** The period a run at `now` belongs to: the start of its `everySeconds`-long slot, as UTC text ('2026-11-24T06:40:00'). */
export const periodOf = (definition: Pick<JobDefinition, 'everySeconds'>, now: number) =>
  new Date(Math.floor(now / definition.everySeconds) * definition.everySeconds * 1000).toISOString().slice(0, 19);

export const jobDefinitions: JobDefinition[] = [
  {
    name: 'red-flags-morning',
    cron: '*/5 * * * *',
    everySeconds: 300,
    run: async ({ db, clock }) => ({ families: await evaluateMorningFlags(db, clock.now()) }),
  },
  {
    name: 'push-outbox',
    cron: '* * * * *',
    everySeconds: 30,
    run: async ({ push }) => ({ pushes: await push.drain() }),
  },
  {
    name: 'workflow-reminders',
    cron: '41 * * * *',
    everySeconds: 3600,
    run: async ({ db, clock }) => ({ families: await sendWorkflowReminders(db, clock.now()) }),
  },
  {
    name: 'red-flag-reminders',
    cron: '*/10 * * * *',
    everySeconds: 600,
    run: async ({ db, clock }) => ({ flags: await sendRedFlagReminders(db, clock.now()) }),
  },
  {
    name: 'clean-up',
    cron: '17 * * * *',
    everySeconds: 3600,
    run: async ({ db, clock }) => cleanUpExpired(db, clock.now()),
  },
];
