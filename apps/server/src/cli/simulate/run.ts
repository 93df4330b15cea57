import { randomBytes } from 'node:crypto';
import { eventWindow, maxEventsPerBatch, type GameEvent } from '@t1d/contract';
import { buildApp } from '../../app.js';
import { createGameKey, revokeGameKey } from '../../auth/gameKeys.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../domain/clock.js';
import { localDay } from '../../domain/days.js';
import { taskStatus } from '../../domain/tasks.js';
import { ensureInstances } from '../../economy/tasks.js';
import { runDemo, type DemoOutput } from '../demoCommand.js';
import { hasRealFamilies } from '../demoFamily.js';
import { demoFamily, needsNewFamilies, signInCast, type PlayedChild } from './cast.js';
import { dayOf, seeded } from './plan.js';
import { expectOk, inProcess, overHttp, type GameTransport } from './transport.js';

export interface SimulateOptions {
  children: number;
  days: number;
  /** Which demo family (`npm run demo -- --label`); the plain one by default. */
  label?: string;
  /** A running server to play against over HTTP, with a key made for it; else the game API runs in this process. */
  url?: string;
  key?: string;
  allowRealFamilies: boolean;
  seed: number;
}

const timeZone = 'Asia/Shanghai';

/**
 * `npm run simulate`: a small stand-in for the partner game. It signs children in through the game
 * API and plays them day by day (interactions, skills, tasks, a quiet spell, a heroic act, a concern), one batch of
 * activity a day, and prints what the API answered. In this process it runs the API on a clock that
 * walks through the days; against a running server (`--url`) days are real, so at most the days the
 * API accepts (the contract's event window). Answers the exit code.
 */
export async function runSimulation(
  db: Db,
  config: Config,
  options: SimulateOptions,
  output: DemoOutput,
  realNow: number,
): Promise<number> {
  const { pastDays } = eventWindow;
  if (options.url && options.days > pastDays) {
    output.err(
      `Against a running server events may be at most ${pastDays} days old: use --days ${pastDays} or less, or leave out --url.\n`,
    );
    return 2;
  }
  if (!options.allowRealFamilies && (await hasRealFamilies(db)) && (await needsNewFamilies(db, options.children, options.label))) {
    output.err(
      'This database already holds real families; the simulated families do not belong there.\n' +
        'Point DATABASE_URL at another database, or add --allow-real-families if you mean it.\n',
    );
    return 2;
  }
  if (!(await demoFamily(db, options.label))) {
    const created = await runDemo(
      db,
      options.label ? ['--label', options.label, '--allow-real-families'] : ['--allow-real-families'],
      {},
      realNow,
      output,
    );
    if (created !== 0) return created;
  }

  const start = realNow - (options.days - 1) * 86400 - 60;
  let now = start;
  const clock: Clock = { now: () => now };
  const keyName = `simulator-${realNow}-${randomBytes(3).toString('hex')}`;
  const app = options.url ? null : await buildApp({ config: { ...config, webDist: null }, db, clock, logger: false });
  const key = options.key ?? (await createGameKey(db, keyName, realNow));
  const game: GameTransport = app ? inProcess(app, key) : overHttp(options.url!, key);
  try {
    // Over HTTP the server's clock is the real one: links are made for it, and only today's tasks can be done.
    const cast = await signInCast(db, config, game, { count: options.children, label: options.label, timeZone }, app ? now : realNow);
    output.out(`Signed in ${cast.length} children through the game API: ${cast.map((c) => c.name).join(', ')}\n`);
    const random = seeded(options.seed);
    const learned = new Map<number, number>();
    const run = `sim${realNow.toString(36)}`;
    for (let day = 0; day < options.days; day += 1) {
      now = start + day * 86400;
      const events: GameEvent[] = [];
      for (const [index, child] of cast.entries()) {
        const openTask = app || day === options.days - 1 ? await openTaskOf(db, child, now) : null;
        const dayEvents = dayOf(child, index, { run, day, days: options.days, at: now, random, openTask }, learned.get(child.userId) ?? 0);
        learned.set(child.userId, (learned.get(child.userId) ?? 0) + dayEvents.filter((e) => e.type === 'skill_learned').length);
        events.push(...dayEvents);
      }
      const totals = { accepted: 0, duplicates: 0, refused: 0 };
      for (let from = 0; from < events.length; from += maxEventsPerBatch) {
        const batch = events.slice(from, from + maxEventsPerBatch);
        const answer = expectOk(await game.post('/activity', { events: batch }, `${run}:day${day}:${from}`), 'activity');
        totals.accepted += answer.accepted;
        totals.duplicates += answer.duplicates;
        totals.refused += answer.errors.length;
      }
      const played = new Set(events.filter((e) => e.type === 'played').map((e) => e.child_id)).size;
      output.out(
        `Day ${day + 1}/${options.days} (${localDay(now, timeZone)}): ${played} of ${cast.length} children played; ` +
          `${totals.accepted} events accepted, ${totals.duplicates} duplicates, ${totals.refused} refused\n`,
      );
    }
    await tellWhereToLook(db, game, options, output);
    return 0;
  } finally {
    if (!options.key) await revokeGameKey(db, keyName, realNow);
    await app?.close();
  }
}

/** Today's first open task instance of the child's family, for the game to complete now and then. */
async function openTaskOf(db: Db, child: PlayedChild, now: number): Promise<number | null> {
  if (child.familyId === null || child.parentId === null) return null;
  const today = await ensureInstances(db, { familyId: child.familyId, familyTimeZone: timeZone }, child.parentId, now);
  const open = await db
    .selectFrom('task_instances')
    .select('id')
    .where('family_id', '=', child.familyId)
    .where('day', '=', today)
    .where('status', '!=', taskStatus.done)
    .orderBy('id')
    .executeTakeFirst();
  return open?.id ?? null;
}

async function tellWhereToLook(db: Db, game: GameTransport, options: SimulateOptions, output: DemoOutput) {
  const demo = await demoFamily(db, options.label);
  const flags = await db
    .selectFrom('red_flags')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  output.out(`Red flags in the database now: ${Number(flags.count)}\n`);
  if (!demo) return;
  const link = expectOk(await game.post('/parent-login-links', { parent_id: demo.parentId }), 'parentLoginLinks');
  output.out(`Open the demo family's dashboard, signed in (once, within 15 minutes):\n${link.url}\n`);
}
