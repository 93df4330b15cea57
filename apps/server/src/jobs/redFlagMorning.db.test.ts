import { recordChildActivity } from '../activity/childActivity.js';
import { at } from '../test/shanghai.js';
import { test } from '../test/redFlags.js';
import { describe, expect } from '../test/fixture.js';
import { evaluateMorningFlags } from './redFlagMorning.js';

describe('the red-flag morning job', () => {
  test("raises a quiet spell's flag at the family's local morning with no one reading, once across processes", async ({
    t,
    flags: { setTime, newFamily },
  }) => {
    setTime('2026-11-30T00:00:00Z');
    const { parent, coParent, childId } = await newFamily();
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
      await recordChildActivity(t.database.db, { childId, at: at(`${date}T02:00:00Z`) });
    const flags = () => t.database.db.selectFrom('red_flags').select(['child_id', 'rule']).execute();
    const told = (userId: number) =>
      t.database.db.selectFrom('notifications').select('id').where('user_id', '=', userId).where('message_type', '=', 'red_flag').execute();

    // 06:30 on 9 December in Shanghai: not yet the family's morning.
    setTime('2026-12-08T22:30:00Z');
    expect(await evaluateMorningFlags(t.database.db, t.clock.now())).toBe(0);
    expect(await flags()).toEqual([]);

    // 07:05: two processes' jobs at once evaluate the family once.
    setTime('2026-12-08T23:05:00Z');
    const counts = await Promise.all([
      evaluateMorningFlags(t.database.db, t.clock.now()),
      evaluateMorningFlags(t.database.db, t.clock.now()),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await flags()).toEqual([{ child_id: childId, rule: 'activity_drop' }]);
    expect(await told(parent.userId)).toHaveLength(1);
    expect(await told(coParent.userId)).toHaveLength(1);

    // Later that day, neither the job nor a parent's read runs the rules again.
    setTime('2026-12-09T05:00:00Z');
    expect(await evaluateMorningFlags(t.database.db, t.clock.now())).toBe(0);
    const family = await t.database.db
      .selectFrom('families')
      .select('flags_evaluated_on')
      .where('id', '=', parent.familyId)
      .executeTakeFirstOrThrow();
    expect(family.flags_evaluated_on).toBe('2026-12-09');
    // The next morning is a new day to evaluate.
    setTime('2026-12-09T23:10:00Z');
    expect(await evaluateMorningFlags(t.database.db, t.clock.now())).toBe(1);
    expect(await flags()).toHaveLength(1);
  });
});
