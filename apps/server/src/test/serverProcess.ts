import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The production server build, as `npm start` runs it; the process tests run after `npm run build`. */
const serverMain = path.resolve(import.meta.dirname, '../../dist/main.js');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on `port` of the loopback address: it can be listened on now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first of `count` free loopback ports in a row, for a server that listens on several (the
 * journeys' server: the app, its sign-in issuer and the game stub, scripts/e2e-server.mjs). Taken below
 * the range the system hands out to outgoing connections (32768 and up on Linux): a port from that
 * range, free when looked at, can be taken by a busy machine's next connection before the server
 * listens on it, and the ports after it are not looked at all by freePort.
 */
export async function freePortsInRow(count: number): Promise<number> {
  const [from, to] = [20_000, 32_000];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const first = from + Math.floor(Math.random() * (to - from - count));
    let free = true;
    for (let port = first; free && port < first + count; port += 1) free = await portFree(port);
    if (free) return first;
  }
  throw new Error(`no ${count} free ports in a row between ${from} and ${to}`);
}

/** Another server build to start than the repository's: a release, in its own folder and environment. */
export interface Launch {
  /** The server's main.js. */
  main: string;
  cwd: string;
  /** The environment the settings are added to, instead of this process's. */
  baseEnv: Record<string, string>;
}

/**
 * Starts `node apps/server/dist/main.js` (or `launch`'s) on a free loopback port with `env` over a
 * quiet default (no web build unless launched from elsewhere, warnings only, roomy address limits),
 * and waits until /api/ready answers 200.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}, launch?: Launch): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [launch?.main ?? serverMain], {
    cwd: launch?.cwd,
    env: {
      ...(launch?.baseEnv ?? process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ...(launch ? {} : { WEB_DIST: '' }),
      LOG_LEVEL: 'warn',
      SIGNIN_PER_MINUTE: '100000',
      SIGNUP_PER_MINUTE: '100000',
      PUSH_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (data) => (output += data));
  child.stderr!.on('data', (data) => (output += data));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return server;
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`the server was not ready within 30 s:\n${output}`);
    }
    await sleep(50);
  }
}

/** Calls a gateway command on `baseUrl`: HTTP status and parsed body. Network failures throw. */
export async function callCommand(baseUrl: string, cmd: string, input: Record<string, unknown>, token?: string) {
  const response = await fetch(`${baseUrl}/api/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ cmd, ...input }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
