import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Latency buckets in seconds: a cheap read takes about a millisecond, a chat answer several seconds. */
const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This server process's Prometheus metrics (ADR 0024): every gateway command and HTTP route, answered
 * and timed, the unexpected errors, and the scheduled jobs' runs. One registry per app, so that tests
 * building many apps in one process count apart. Labels are bounded: commands by their contract name
 * (an unknown name counts as "unknown"), routes by their pattern, never by their address.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 't1d_' });
  const commands = new Counter({
    name: 't1d_gateway_commands_total',
    help: 'Gateway commands answered, by command and HTTP status',
    labelNames: ['command', 'status'] as const,
    registers: [registry],
  });
  const commandSeconds = new Histogram({
    name: 't1d_gateway_command_duration_seconds',
    help: 'Time to answer one gateway command, by command',
    labelNames: ['command'] as const,
    buckets,
    registers: [registry],
  });
  const requests = new Counter({
    name: 't1d_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 't1d_http_request_duration_seconds',
    help: 'Time to answer one HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets,
    registers: [registry],
  });
  const errors = new Counter({
    name: 't1d_unexpected_errors_total',
    help: 'Requests and commands that failed with an unexpected error (answered 500)',
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 't1d_job_runs_total',
    help: 'Scheduled job runs, by job and outcome (done, failed, skipped)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    commandAnswered(command: string, status: number, seconds: number) {
      commands.inc({ command, status });
      commandSeconds.observe({ command }, seconds);
      if (status >= 500) errors.inc();
    },
    /** `commandsCounted`: the route's errors are its commands', already counted by `commandAnswered`. */
    requestAnswered(method: string, route: string, status: number, seconds: number, commandsCounted = false) {
      requests.inc({ method, route, status });
      requestSeconds.observe({ method, route }, seconds);
      if (status >= 500 && !commandsCounted) errors.inc();
    },
    jobRan(job: string, outcome: 'done' | 'failed' | 'skipped') {
      jobRuns.inc({ job, outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
