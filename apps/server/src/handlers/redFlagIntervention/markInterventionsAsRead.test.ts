import { commands } from '@t1d/contract';
import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/redFlags.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

describe('RedFlagIntervention.markInterventionsAsRead', () => {
  test('moves read state forward only, per parent', async ({ t, flags: { tokenOf, flagsOf, readingFamily } }) => {
    const { family, ids } = await readingFamily();
    const first = await t.call(
      'RedFlagIntervention.markInterventionsAsRead',
      { interventionIds: [ids[1]!, ids[1]!] },
      await tokenOf(family.parent),
    );
    expect(first.body).toEqual({ code: 200, msg: 'success', data: { updated: 1 } });
    const again = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[1]!] }, await tokenOf(family.parent));
    expect(again.body.data).toEqual({ updated: 0 });

    const mine = await flagsOf(family.parent);
    expect(mine).toMatchObject({ total: 2, all_total: 3 });
    expect(mine.data.map((flag) => flag.is_read)).toEqual([false, true, false]);
    expect((await flagsOf(family.parent, { unread_only: true })).data.map((flag) => flag.id)).toEqual([ids[0], ids[2]]);
    // The other parent's state is their own.
    expect((await flagsOf(family.coParent)).total).toBe(3);

    // There is no way back: no command marks a red flag unread (the lifecycle's moves read it), and a
    // bad request changes nothing.
    expect(Object.keys(commands).filter((name) => name.startsWith('RedFlagIntervention.'))).toEqual([
      'RedFlagIntervention.getInterventionsForParentAndChildren',
      'RedFlagIntervention.markInterventionsAsRead',
      'RedFlagIntervention.takeOn',
      'RedFlagIntervention.markHandled',
      'RedFlagIntervention.resolve',
      'RedFlagIntervention.getHistory',
    ]);
    const empty = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [] }, await tokenOf(family.parent));
    expect(empty.status).toBe(400);
    expect((await flagsOf(family.parent)).data.map((flag) => flag.is_read)).toEqual([false, true, false]);
  });

  test('stores who read which flag and when, keeping the first time', async ({ t, flags: { tokenOf, readingFamily } }) => {
    const { family, ids } = await readingFamily();
    const readAt = t.clock.now();
    await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[0]!, ids[2]!] }, await tokenOf(family.parent));
    t.clock.advance(60);
    await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[0]!] }, await tokenOf(family.parent));
    const reads = await t.database.db
      .selectFrom('red_flag_reads')
      .select(['red_flag_id', 'user_id', 'read_at'])
      .orderBy('red_flag_id')
      .execute();
    expect(reads).toEqual([
      { red_flag_id: Math.min(ids[0]!, ids[2]!), user_id: family.parent.userId, read_at: readAt },
      { red_flag_id: Math.max(ids[0]!, ids[2]!), user_id: family.parent.userId, read_at: readAt },
    ]);
  });

  test("treats another family's red flags as not existing", async ({ t, flags: { tokenOf, flagsOf, readingFamily } }) => {
    const { family, ids } = await readingFamily();
    // Signed up after the clock has moved, so that its session is fresh.
    const stranger = await t.newParent();
    expect(await flagsOf(stranger)).toMatchObject({ total: 0, all_total: 0, data: [] });
    const foreign = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[0]!] }, stranger.token);
    const unknown = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [999_999_999] }, stranger.token);
    expect(foreign.status).toBe(404);
    expect(foreign.raw).toBe(unknown.raw);
    // One foreign id among the caller's own: nothing is marked.
    const mixed = await t.call(
      'RedFlagIntervention.markInterventionsAsRead',
      { interventionIds: [ids[0]!, 999_999_999] },
      await tokenOf(family.coParent),
    );
    expect(mixed.status).toBe(404);
    expect((await flagsOf(family.coParent)).total).toBe(3);
    expect((await flagsOf(family.parent)).data[0]!.is_read).toBe(false);
  });

  test("answers another family's red flag exactly like an unknown one, marking nothing", async ({ t, flags: { readingFamily } }) => {
    const { ids } = await readingFamily();
    const stranger = await t.newParent();
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [id as number] }, stranger.token),
      ids[0]!,
    );
  });

  test('refuses an empty list, too long a list and ids that are not positive whole numbers, naming the field', async ({ t, parent }) => {
    const mark = (interventionIds: unknown) =>
      t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds } as never, parent.token);
    const empty = await expectInvalid(t, () => mark([]), 'interventionIds');
    expect(empty.body.msg).toBe('Choose at least one red flag');
    await expectInvalid(t, () => mark(Array.from({ length: 101 }, (_, i) => i + 1)), 'interventionIds');
    await expectInvalid(t, () => mark([0]), 'interventionIds.0');
  });
});
