import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLoopbackProxy, type LoopbackProxy } from '../test/loopbackProxy.js';
import { processDatabase, readDatabase, type ProcessDatabase } from '../test/processDatabase.js';
import { callCommand, startServerProcess, type ServerProcess } from '../test/serverProcess.js';
import { startWriteLoad } from '../test/writeLoad.js';

// Two server processes on one PostgreSQL behind a round-robin balancer, as a hospital runs them.
let database: ProcessDatabase;
const servers: ServerProcess[] = [];
let proxy: LoopbackProxy;

beforeAll(async () => {
  database = await processDatabase('postgres');
  // Started at once on an empty database: one migrates and syncs the content, the other waits its turn.
  servers.push(...(await Promise.all([startServerProcess(database.url), startServerProcess(database.url)])));
  proxy = await startLoopbackProxy(servers.map((server) => server.url));
});

afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await database?.drop();
});

const signUp = (baseUrl: string, email: string) => callCommand(baseUrl, 'ParentAuthHandler.signup', { email, password: 'correct horse' });

describe('two servers on one PostgreSQL', () => {
  test('a session made on one server works on the other, and signing out on the other ends it on both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const made = await signUp(a.url, 'across@example.com');
    const token = made.body.data.token as string;
    for (const server of [a, b]) expect((await callCommand(server.url, 'ParentAuthHandler.getUserProfile', {}, token)).status).toBe(200);
    expect((await callCommand(b.url, 'ParentAuthHandler.signout', {}, token)).status).toBe(200);
    for (const server of [a, b]) expect((await callCommand(server.url, 'ParentAuthHandler.getUserProfile', {}, token)).status).toBe(401);
  });

  test('11 failed sign-ins spread over both servers lock the account on both', async () => {
    await signUp(proxy.url, 'locked@example.com');
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = servers[attempt % 2]!;
      statuses.push(
        (await callCommand(server.url, 'ParentAuthHandler.signin', { email: 'locked@example.com', password: 'wrong guess' })).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    // Now the right password is refused too, on either server, until the window ends.
    for (const server of servers) {
      const right = await callCommand(server.url, 'ParentAuthHandler.signin', { email: 'locked@example.com', password: 'correct horse' });
      expect(right.status).toBe(429);
    }
  });

  test('killing one server in the middle of a write load loses no acknowledged write', async () => {
    const load = startWriteLoad(proxy.url, 'load', 8);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = load.acknowledgedSoFar();
    await servers[0]!.stop('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { acknowledged, failed } = await load.stop();

    console.warn(`write load: ${acknowledged.length} sign-ups acknowledged (${before} before the kill), ${failed} calls unanswered`);
    // Writes went on through the other server after the kill.
    expect(before).toBeGreaterThan(0);
    const survivor = servers[1]!;
    expect(acknowledged.length, `the other server (exit ${survivor.child.exitCode}): ${survivor.output().slice(-2000)}`).toBeGreaterThan(
      before,
    );
    const users = await readDatabase(database.url, (db) =>
      db.selectFrom('users').select(['id', 'email']).where('email', 'like', 'load.%').execute(),
    );
    const stored = new Map(users.map((user) => [user.email, user.id]));
    const lost = acknowledged.filter((write) => stored.get(write.email) !== write.userId);
    expect(lost).toEqual([]);
    // A write that was not acknowledged may or may not have committed; none is stored twice.
    expect(users.length).toBeLessThanOrEqual(acknowledged.length + failed);
    expect(new Set(users.map((user) => user.email)).size).toBe(users.length);
  });
});
