// The servers a benchmark measures: the production server build, and a bare Fastify route beside it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const serverMain = 'apps/server/dist/main.js';

/** The Node flags `npm start` gives the server (its heap limit), so that the bench measures that process. */
const startFlags = (
  JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start.match(/node (.*)apps\/server\/dist\/main\.js/)?.[1] ?? ''
)
  .split(' ')
  .filter(Boolean);

/** Runs a command-line tool of the server build on a database; answers its standard output. */
export function runTool(tool, args, databaseUrl, env = {}) {
  const result = spawnSync(process.execPath, [`apps/server/dist/cli/${tool}.js`, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** Waits until the server at `base` answers /api/health; fails at once if its process (`child`) exits. */
export async function waitForHealth(base, child) {
  for (let i = 0; i < 200; i += 1) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not start`);
}

/** What the benchmarks change of `npm start`: no web app, and no rate limits (they measure the server, not them). */
export const benchEnv = { WEB_DIST: '', GAME_API_PER_MINUTE: '1000000', SIGNIN_PER_MINUTE: '1000000' };

/**
 * The app as `npm start` runs it (production build, info-level request log to stdout, discarded
 * unless `stdout: 'pipe'`), on `databaseUrl`, with `env` on top.
 */
export function startApp(databaseUrl, port, env = {}, { stdout = 'ignore' } = {}) {
  return startServer([...startFlags, serverMain], port, { DATABASE_URL: databaseUrl, ...env }, stdout);
}

/** A bare Fastify route that answers `body` to the same POST: the framework's own ceiling. */
export function startBare(port, body) {
  return startServer(['scripts/bench/bareServer.mjs'], port, { BODY: body });
}

/** The floor of an authenticated read on `databaseUrl`: its two queries and nothing else (floorServer.mjs). */
export function startFloor(port, databaseUrl) {
  return startServer(['scripts/bench/floorServer.mjs'], port, { DATABASE_URL: databaseUrl });
}

/** A Node process run with `args` on `port`, once it answers /api/health; stopped again if it never does. */
async function startServer(args, port, env, stdout = 'ignore') {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', stdout, 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, output: child.stdout, stop };
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  child.kill('SIGTERM');
  return new Promise((resolve) => child.once('exit', resolve));
}

export async function gateway(base, body, token) {
  const response = await fetch(`${base}/api/gateway${body.calls ? '/batch' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

export async function signIn(base, email, password) {
  const answer = await gateway(base, { cmd: 'ParentAuthHandler.signin', email, password });
  const token = JSON.parse(answer.text).data?.token;
  if (!token) throw new Error(`sign-in as ${email} failed: ${answer.text}`);
  return token;
}

/** The process's CPU time so far, in microseconds (user + system). */
export function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
