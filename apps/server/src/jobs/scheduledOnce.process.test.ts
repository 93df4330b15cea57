import { afterAll, describe, expect, test } from 'vitest';
import { recordChildActivity } from '../activity/childActivity.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { localDay, localHour, shiftDay } from '../domain/days.js';
import { processDatabase, type ProcessDatabase } from '../test/processDatabase.js';
import { callCommand, startServerProcess, type ServerProcess } from '../test/serverProcess.js';
import { answerOf } from '../test/testApp.js';
import { jobDefinitions } from './definitions.js';
import { morningHour } from './redFlagMorning.js';

let database: ProcessDatabase | undefined;
let check: Database | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await check?.close();
  await database?.drop();
});

/** A zone where it is now between the family's morning and late evening, so the morning job has work. */
function zoneInItsDay(now: number): string {
  const zones = [
    'Pacific/Kiritimati',
    'Asia/Tokyo',
    'Asia/Shanghai',
    'Asia/Kolkata',
    'Europe/London',
    'America/New_York',
    'Pacific/Honolulu',
    'Pacific/Pago_Pago',
  ];
  const zone = zones.find((candidate) => localHour(now, candidate) >= morningHour + 1 && localHour(now, candidate) <= 21);
  if (!zone) throw new Error('no zone in its day');
  return zone;
}

describe('scheduled work on two servers sharing one PostgreSQL', () => {
  test("the morning job raises a quiet spell's flag once, with one notification per parent, though both servers schedule it", async () => {
    database = await processDatabase('postgres');
    const now = Math.floor(Date.now() / 1000);
    const zone = zoneInItsDay(now);
    const today = localDay(now, zone);

    // A family whose child played five days in a row and has been quiet for four, written before any server runs.
    check = await openDatabase(database.url);
    const seeding = await buildApp({
      config: { ...loadConfig({ DATABASE_URL: database.url }), webDist: null },
      db: check.db,
      logger: false,
    });
    const signup = answerOf(
      await seeding.inject({
        method: 'POST',
        url: '/api/gateway',
        payload: { cmd: 'ParentAuthHandler.signup', email: 'quiet@example.com', password: 'correct horse', time_zone: zone },
      }),
    );
    const token = signup.body.data.token as string;
    const child = answerOf(
      await seeding.inject({
        method: 'POST',
        url: '/api/gateway',
        headers: { authorization: `Bearer ${token}` },
        payload: { cmd: 'ParentInviteHandler.create_child', child_name: 'Quiet Kid' },
      }),
    ).body.data;
    await seeding.close();
    // At this time of day on each of those days: in the family's zone, the same hour, so the same days.
    for (let back = 8; back >= 4; back -= 1) {
      const at = now - back * 24 * 3600;
      expect(localDay(at, zone)).toBe(shiftDay(today, -back));
      await recordChildActivity(check.db, { childId: child.user_id, at });
    }
    expect(await check.db.selectFrom('red_flags').select('id').execute()).toEqual([]);

    // Both servers start at once; each asks its job queue to run every job now.
    servers.push(
      ...(await Promise.all([
        startServerProcess(database.url, { LOG_LEVEL: 'info' }),
        startServerProcess(database.url, { LOG_LEVEL: 'info' }),
      ])),
    );
    const morningRun = () =>
      check!.db.selectFrom('job_runs').selectAll().where('job', '=', 'red-flags-morning').where('status', '=', 'done').execute();
    // Every job runs at start; wait until each has run and none is under way.
    const settled = async () => {
      const runs = await check!.db.selectFrom('job_runs').select(['job', 'status']).execute();
      return (
        jobDefinitions.every((job) => runs.some((run) => run.job === job.name && run.status === 'done')) &&
        runs.every((run) => run.status !== 'running')
      );
    };
    for (let waited = 0; !(await settled()) && waited < 300; waited += 1) await new Promise((resolve) => setTimeout(resolve, 100));

    // Started across a 5-minute boundary, the two servers may ask for two periods: each runs once.
    const morningPeriods = (await morningRun()).length;
    expect(morningPeriods).toBeGreaterThanOrEqual(1);
    const flags = await check.db.selectFrom('red_flags').select(['child_id', 'rule']).execute();
    expect(flags).toEqual([{ child_id: child.user_id, rule: 'activity_drop' }]);
    const notices = await check.db.selectFrom('notifications').select('id').where('message_type', '=', 'red_flag').execute();
    expect(notices).toHaveLength(1);
    // Every job ran its period once: no run was claimed twice.
    const runs = await check.db.selectFrom('job_runs').select(['job', 'period', 'attempts', 'status']).execute();
    expect(runs.length).toBeGreaterThanOrEqual(jobDefinitions.length);
    for (const run of runs) expect(run, JSON.stringify(runs)).toMatchObject({ attempts: 1, status: 'done' });
    const done = await Promise.all(
      servers.map(async (server) => {
        const metrics = await (await fetch(`${server.url}/metrics`)).text();
        return Number(/t1d_job_runs_total\{job="red-flags-morning",outcome="done"\} (\d+)/.exec(metrics)?.[1] ?? 0);
      }),
    );
    expect(done[0]! + done[1]!, JSON.stringify(runs)).toBe(morningPeriods);
    console.warn(`scheduled once: ${runs.length} job periods, each run once; morning runs per server ${done.join(' + ')}; zone ${zone}`);
    // The parent sees the flag without the rules running again on the read.
    const read = await callCommand(servers[1]!.url, 'RedFlagIntervention.getInterventionsForParentAndChildren', {}, token);
    expect(read.body.total).toBe(1);
  });
});
