// Starts a throwaway PostgreSQL cluster on a free loopback port for the integration tests, and
// removes it afterwards. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

function findBinDir() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(fs.realpathSync(onPath));
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL is not installed: initdb was not found (apt-get install postgresql).');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;

function runAsOwner(binary, args) {
  const [command, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Starts a cluster; answers its admin URL and a stop function. */
export async function startCluster() {
  const bin = findBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-pg-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  runAsOwner(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  let stopped = false;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  // A failed or interrupted run ends with process.exit: the cluster goes with it, before the run's
  // temporary directory that holds it (ramTempDir.mjs), and from before its start, since pg_ctl starts
  // the server in a session of its own, which an interrupted start would leave running. A stop that
  // fails (the server already gone) must not keep the listeners after it from running.
  process.prependOnceListener('exit', () => {
    try {
      cluster.stop();
    } catch (error) {
      console.error(`Stopping the PostgreSQL cluster: ${error.message}`);
    }
  });
  // Durability is not what these tests measure; speed is worth more here.
  const serverOptions = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return cluster;
}

/** `work` with a client connected to `url`, closed after. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
