import fs from 'node:fs';
import { Worker } from 'node:worker_threads';

/** One read of the dashboard's first batch: the gateway call, and whether its query keeps the answer as is. */
export interface DashboardRead {
  call: Record<string, unknown> & { cmd: string };
  asData: boolean;
}

/** What a render needs (apps/web/src/prerender/renderDashboard.tsx, `DashboardRender`). */
export interface DashboardRenderRequest {
  locale: string;
  user: Record<string, unknown>;
  reads: { call: DashboardRead['call']; answer: { status: number; body: unknown } }[];
  google: boolean;
  hostname: string;
  timeZone: string;
}

export interface RendererTimes {
  /** A render not answered in this long is given up on; the worker is ended and started anew. */
  timeoutMs: number;
  /** After a worker failed (stalled, crashed, could not start), no render is tried for this long. */
  restMs: number;
}

const defaultTimes: RendererTimes = { timeoutMs: 5_000, restMs: 30_000 };

type Answer = { id: number; error?: string } & Record<string, unknown>;

/**
 * The web build's drawing of a family's dashboard (dashboardWorker.js, ADR 0061), in a worker thread:
 * the app's modules keep state of their own and run one render at a time. A worker that fails or
 * stalls is ended and the next render starts a new one; every failure is the caller's to answer with
 * the app's shell.
 */
export class DashboardRenderer {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private firstReads = new Map<string, Promise<DashboardRead[]>>();
  private restingUntil = 0;

  constructor(
    private readonly workerFile: string,
    private readonly times: RendererTimes = defaultTimes,
  ) {}

  /** The renderer of the build at `workerFile`, or null for a build without one. */
  static of(workerFile: string, times?: RendererTimes): DashboardRenderer | null {
    return fs.existsSync(workerFile) ? new DashboardRenderer(workerFile, times) : null;
  }

  /** The dashboard's first batch for a parent with this code (the web build names it). */
  reads(parentCode: string | null): Promise<DashboardRead[]> {
    const key = parentCode ?? '';
    let reads = this.firstReads.get(key);
    if (!reads) {
      reads = this.ask({ kind: 'reads', parentCode }).then((answer) => answer.reads as DashboardRead[]);
      // Only the calls differ by the code: the list is kept for the next visits, while it is small.
      if (this.firstReads.size < 1_000) this.firstReads.set(key, reads);
      reads.catch(() => this.firstReads.delete(key));
    }
    return reads;
  }

  async render(request: DashboardRenderRequest): Promise<string> {
    const answer = await this.ask({ kind: 'render', render: request });
    if (typeof answer.html !== 'string') throw new Error('the dashboard render answered no markup');
    return answer.html;
  }

  /** Ends the worker; the renders waiting fail. */
  async close() {
    const worker = this.worker;
    this.worker = null;
    this.rejectWaiting(new Error('the dashboard renderer was closed'));
    await worker?.terminate();
  }

  private ask(message: Record<string, unknown>): Promise<Answer> {
    if (Date.now() < this.restingUntil) return Promise.reject(new Error('the dashboard renderer rests after a failure'));
    const worker = this.started();
    const id = ++this.nextId;
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(worker, new Error(`the dashboard render did not answer within ${this.times.timeoutMs} ms`));
      }, this.times.timeoutMs);
      timer.unref();
      const settle = () => {
        clearTimeout(timer);
        this.waiting.delete(id);
      };
      this.waiting.set(id, {
        resolve: (answer) => {
          settle();
          if (answer.error !== undefined) reject(new Error(answer.error));
          else resolve(answer);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      try {
        worker.postMessage({ id, ...message });
      } catch (error) {
        this.waiting.get(id)?.reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerFile, { env: {} });
    // The server may stop while a worker is idle: it never holds the process open.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      if (this.worker === worker) this.waiting.get(answer.id)?.resolve(answer);
    });
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`the dashboard render stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  /**
   * The worker failed: it is ended, every render waiting on it fails, and none is tried while the
   * renderer rests; the next one after starts a new worker. Nothing, for a worker already replaced.
   */
  private fail(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    this.restingUntil = Date.now() + this.times.restMs;
    this.rejectWaiting(error);
    void worker.terminate();
  }

  private rejectWaiting(error: Error) {
    for (const waiting of [...this.waiting.values()]) waiting.reject(error);
  }
}
