import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { demoAccounts } from '../cli/demoFamily.js';
import { loadConfig } from '../config.js';
import { manualClock } from '../domain/clock.js';
import { openAppDatabase } from '../startup/openAppDatabase.js';
import { rowCounts } from '../test/rowCounts.js';
import { answerOf, roomyLimits } from '../test/testApp.js';
import { openDatabase, type Database } from './database.js';

/** The tables the start fills from the files this release ships (program.json, the library, the texts). */
const bundledContent = [
  'content_items',
  'content_texts',
  'fitness_categories',
  'fitness_goals',
  'gift_catalogue',
  'goal_categories',
  'goals',
  'tasks',
  'texts',
];

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-previous-release-'));
let opened: Database | undefined;
let app: FastifyInstance | undefined;
afterAll(async () => {
  await app?.close();
  await opened?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** What the database at `file` holds, opened as it is: each table's rows, and the last migration run. */
async function contentsOf(file: string) {
  const database = await openDatabase(file, { migrate: false });
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    return { counts: await rowCounts(database.db), lastMigration: rows.at(-1)?.name };
  } finally {
    await database.close();
  }
}

/*
 * A hospital upgrades: the database the previous release left (db/fixtures/previousRelease.db, made by
 * db/fixtures/makeReleaseFixture.ts with that release's migrations) is opened by this release's start,
 * which migrates it and syncs the bundled content. Every row is still there, and the family reads its
 * life back through the gateway. SQLite only: the fixture is a file; the same migrations run on
 * PostgreSQL in every other test.
 */
describe("the previous release's database", () => {
  test("opens with this release's start and keeps every row", async () => {
    const file = path.join(folder, 'app.db');
    fs.copyFileSync(path.join(import.meta.dirname, 'fixtures/previousRelease.db'), file);
    const before = await contentsOf(file);
    expect(before.lastMigration).toBe('026_earned_tokens');
    const familyTables = Object.keys(before.counts).filter((table) => !bundledContent.includes(table));
    // The fixture has something in every table where a family's life is kept, but these.
    const leftEmpty = {
      episode_progress: 'an episode is watched only where the deployment gave it a video',
      game_deletions: 'written when a family is deleted, and then its other rows are gone',
      google_sign_ins: 'Google sign-in needs an issuer',
      user_identities: 'Google sign-in needs an issuer',
      job_runs: 'the scheduled work, not a family',
      push_subscriptions: "a device's keys come from a browser",
      push_outbox: 'a push waiting in it would be sent at the first start',
      token_milestones: "the programme's settings, each grant of which is in token_ledger",
    };
    const empty = familyTables.filter((table) => before.counts[table] === 0);
    expect(empty.sort()).toEqual(Object.keys(leftEmpty).sort());

    opened = await openAppDatabase(file);
    const after = await rowCounts(opened.db);
    for (const table of familyTables) expect(after[table], table).toBe(before.counts[table]);
    // This release's files may add content; none is taken away.
    for (const table of bundledContent) expect(after[table], table).toBeGreaterThanOrEqual(before.counts[table]!);
  });

  test('lets the family read its life back through the gateway', async () => {
    const db = opened!.db;
    // Read as of the moment the fixture was made, so the windows the reads look back over still hold it.
    const madeAt = await db
      .selectFrom('coin_ledger')
      .select((eb) => eb.fn.max<number>('created_at').as('at'))
      .executeTakeFirstOrThrow();
    const clock = manualClock(Number(madeAt.at) + 60);
    app = await buildApp({ config: { ...loadConfig({}), webDist: null, rateLimits: roomyLimits }, db, clock, logger: false });
    const call = async (cmd: string, input: Record<string, unknown>, token?: string, language = 'en') =>
      answerOf(
        await app!.inject({
          method: 'POST',
          url: '/api/gateway',
          headers: {
            'content-type': 'application/json',
            'accept-language': language,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          payload: JSON.stringify({ cmd, ...input }),
        }),
      ).body.data;
    const { parent, partner } = demoAccounts();
    const { token } = await call('ParentAuthHandler.signin', { email: parent.email, password: parent.password });

    const members = (await call('ParentFamilyHandler.get_members', {}, token)).members;
    expect(members.map((member: { name: string }) => member.name).sort()).toEqual(['Jun', 'Lin Chen', 'Mei', 'Wei Chen']);
    const ledger = await db
      .selectFrom('coin_ledger')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .executeTakeFirstOrThrow();
    expect((await call('ParentCoinsHandler.get_family_coins_logs', {}, token)).total_coins).toBe(Number(ledger.sum));
    // 100 + 40 + 25 from the programme, 5 for Mei's heroic act, 10 from the clinic desk.
    expect((await call('ParentTokensHandler.get_balance', {}, token)).total_tokens).toBe(180);
    expect(JSON.stringify((await call('RedFlagIntervention.getHistory', {}, token)).data)).toContain('Talked it through at dinner');
    expect((await call('DiabetsApprovalForm.getWorkflowStatus', {}, token)).current_stage).toBeDefined();
    const chat = (await call('ParentChat.getHistory', {}, token)).list;
    expect(chat.map((message: { role: string }) => message.role)).toEqual(['parent', 'assistant']);

    // Migration 028 gave the coins notification the previous release wrote the task's Chinese name.
    const task = await db
      .selectFrom('coin_ledger')
      .select('title_zh')
      .where('reason', '=', 'task')
      .where('title_zh', 'is not', null)
      .executeTakeFirstOrThrow();
    // Lin did the programme's task: Wei was told.
    const { token: partnerToken } = await call('ParentAuthHandler.signin', { email: partner.email, password: partner.password });
    const notices = (await call('ParentNotification.list', { messageType: 'coins' }, partnerToken, 'zh-CN')).data;
    expect(notices.map((notice: { body: string }) => notice.body).join('\n')).toContain(task.title_zh);
  });
});
