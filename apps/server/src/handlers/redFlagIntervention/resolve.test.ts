import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/redFlags.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

describe('RedFlagIntervention.resolve', () => {
  test('closes a handled flag; a flag not handled yet, or already resolved, is refused with 409', async ({
    t,
    flags: { readingFamily, nameParents, act, notificationsOf },
  }) => {
    const { family, ids } = await readingFamily();
    await nameParents(family);
    const early = await act(family.parent, 'RedFlagIntervention.resolve', { interventionId: ids[0] });
    expect([early.status, early.body.reason]).toEqual([409, 'red_flag_moved_on']);

    await act(family.parent, 'RedFlagIntervention.markHandled', { interventionId: ids[0], tried: ['played_together'] });
    const noticesBefore = (await notificationsOf(family.parent)).total;
    t.clock.advance(86_400);
    const answer = await act(family.coParent, 'RedFlagIntervention.resolve', { interventionId: ids[0] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.flag).toMatchObject({ state: 'resolved', owner: null, is_read: true });
    expect(answer.body.data.flag.steps.map((step: Record<string, unknown>) => [step.kind, step.by])).toEqual([
      ['raised', null],
      ['seen', 'Li Na'],
      ['handled', 'Li Na'],
      ['seen', 'Wang Wei'],
      ['resolved', 'Wang Wei'],
    ]);
    // Closing it is the family's own business: nobody is told.
    expect((await notificationsOf(family.parent)).total).toBe(noticesBefore);

    const twice = await act(family.parent, 'RedFlagIntervention.resolve', { interventionId: ids[0] });
    expect([twice.status, twice.body.reason]).toEqual([409, 'red_flag_moved_on']);
    const reopened = await act(family.parent, 'RedFlagIntervention.takeOn', { interventionId: ids[0] });
    expect(reopened.status).toBe(409);
  });

  test("answers another family's red flag exactly like an unknown one, and refuses an id that is not one", async ({
    t,
    flags: { readingFamily, act },
  }) => {
    const { family, ids } = await readingFamily();
    await act(family.parent, 'RedFlagIntervention.markHandled', { interventionId: ids[0], note: 'Done' });
    const stranger = await t.newParent();
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('RedFlagIntervention.resolve', { interventionId: id as number }, stranger.token),
      ids[0]!,
    );
    await expectInvalid(t, () => t.call('RedFlagIntervention.resolve', { interventionId: -1 }, stranger.token), 'interventionId');
  });

  test('ten resolves at once from two parents: one resolves it, nine are told it moved on', async ({
    t,
    flags: { readingFamily, act },
  }) => {
    const { family, ids } = await readingFamily();
    await act(family.coParent, 'RedFlagIntervention.markHandled', { interventionId: ids[1], tried: ['planned_offline_activity'] });
    const parents = [family.parent, family.coParent];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => act(parents[i % 2]!, 'RedFlagIntervention.resolve', { interventionId: ids[1] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const kinds = await t.database.db
      .selectFrom('red_flag_events')
      .select('kind')
      .where('red_flag_id', '=', ids[1]!)
      .where('kind', 'in', ['handled', 'resolved'])
      .orderBy('id')
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(['handled', 'resolved']);
  });
});
