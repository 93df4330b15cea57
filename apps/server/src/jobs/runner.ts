import type { Metrics } from '../ops/metrics.js';
import type { JobContext } from './definitions.js';

export interface RunnerContext extends JobContext {
  metrics: Metrics;
  log: JobContext['log'] & { error(object: object, message: string): void };
}

export interface JobRunner {
  kind: 'in-process' | 'pg-boss';
  /** Resolves when no run this process started is under way: for tests. */
  idle(): Promise<void>;
  /** Starts no more runs and waits for the ones under way. */
  stop(): Promise<void>;
}
