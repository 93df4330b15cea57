import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

const repo = path.resolve(import.meta.dirname, '../../..');

/**
 * A server of a journey's own, on its own port and SQLite file, for a journey that changes what the
 * whole server serves (a new build, a text, an article, a reward) while the other journeys run on the
 * shared one (scripts/e2e-server.mjs).
 */
export class OwnServer {
  private process: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly databaseUrl: string,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Writes a demo family (demo.<label>@t1dfamily.example) and the clinic operator of support.ts's `clinic`. */
  seedDemo(label: string) {
    const demo = spawnSync(process.execPath, ['apps/server/dist/cli/demoMain.js', '--label', label], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: this.databaseUrl, DEMO_CLINIC_PASSWORD: 'clinic-desk-journeys' },
    });
    if (demo.status !== 0) throw new Error(`the demo family could not be written:\n${demo.stderr}`);
  }

  /** Runs one of the server's command-line tools (apps/server/dist/cli) on this server's database; answers what it printed. */
  tool(script: string, ...args: string[]): string {
    const run = spawnSync(process.execPath, [`apps/server/dist/cli/${script}`, ...args], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: this.databaseUrl },
    });
    if (run.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${run.stderr}`);
    return run.stdout;
  }

  /** Starts the production server (it reads the build's files as it starts) and waits until it answers. */
  async start() {
    this.process = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: repo,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(this.port),
        PUBLIC_URL: this.url,
        DATABASE_URL: this.databaseUrl,
        LOG_LEVEL: 'warn',
        ...this.env,
      },
    });
    await expect.poll(async () => (await fetch(`${this.url}/api/health`).catch(() => null))?.ok ?? false, { timeout: 30_000 }).toBe(true);
  }

  async stop() {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill();
    });
  }
}
