import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Closes what the app does not own (the database), after the app has finished its requests. */
  closeResources: () => Promise<void>;
  /** How long in-flight requests may take before the process stops anyway. */
  graceMs: number;
  exit?: (code: number) => void;
}

/**
 * Stops on SIGTERM or SIGINT as a member of a cluster should (ADR 0024): /api/ready turns 503 so the
 * load balancer sends nothing new, the listener stops accepting, requests in flight are finished and
 * answered (Fastify's close), then scheduled work and the database are closed and the process exits 0.
 * Past `graceMs`, or at a second signal, it exits 1 without waiting.
 */
export function stopGracefullyOnSignals(app: FastifyInstance, options: ShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'asked again to stop: stopping now');
      return exit(1);
    }
    stopping = true;
    app.draining = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    const deadline = setTimeout(() => {
      app.log.error({ graceMs: options.graceMs }, 'requests still in flight at the deadline: stopping anyway');
      exit(1);
    }, options.graceMs);
    deadline.unref();
    // A connection kept alive after its last answer would hold the close open until its client lets go.
    const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
    idleCloser.unref();
    try {
      await app.close();
      await options.closeResources();
      app.log.info('stopped');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'stopping failed');
      exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
