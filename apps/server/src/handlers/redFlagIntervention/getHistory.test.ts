import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/redFlags.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

const day = 86_400;

describe('RedFlagIntervention.getHistory', () => {
  test('gives the flags raised or acted on in the last days, newest first, each with all its steps', async ({
    t,
    flags: { readingFamily, nameParents, act },
  }) => {
    const { family, ids } = await readingFamily();
    await nameParents(family);
    const history = async (input: Record<string, unknown> = {}) => {
      const answer = await act(family.coParent, 'RedFlagIntervention.getHistory', input);
      expect(answer.status).toBe(200);
      return answer.body.data.data as { id: number; child_id: number; state: string; steps: { kind: string; by: string | null }[] }[];
    };
    const all = await history();
    expect(all.map((flag) => flag.id)).toEqual(ids);
    expect(all.every((flag) => flag.steps.length === 1 && flag.steps[0]!.kind === 'raised')).toBe(true);

    // One child's only.
    const yu = all[0]!.child_id;
    expect((await history({ child_id: yu })).map((flag) => flag.id)).toEqual([ids[0], ids[2]]);

    // A month on, nothing happened in the last week; acting on the oldest brings it back.
    t.clock.advance(30 * day);
    expect(await history({ days: 7 })).toEqual([]);
    await act(family.parent, 'RedFlagIntervention.markHandled', { interventionId: ids[2], tried: ['talked_about_game'] });
    const week = await history({ days: 7 });
    expect(week.map((flag) => flag.id)).toEqual([ids[2]]);
    expect(week[0]!.state).toBe('handled');
    expect(week[0]!.steps.map((step) => `${step.kind}:${step.by}`)).toEqual(['raised:null', 'seen:Li Na', 'handled:Li Na']);
    expect((await history({ days: 90 })).map((flag) => flag.id)).toEqual(ids);
  });

  test("answers another family's child exactly like an unknown one, and refuses days out of range", async ({
    t,
    flags: { readingFamily, flagsOf, tokenOf },
  }) => {
    const { family } = await readingFamily();
    const childId = (await flagsOf(family.parent)).data[0]!.child_id as number;
    const stranger = await t.newParent();
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('RedFlagIntervention.getHistory', { child_id: id as number }, stranger.token),
      childId,
    );
    // A parent's id is not a child's.
    const parentAsChild = await t.call(
      'RedFlagIntervention.getHistory',
      { child_id: family.coParent.userId },
      await tokenOf(family.parent),
    );
    expect(parentAsChild.status).toBe(404);
    const token = await tokenOf(family.parent);
    await expectInvalid(t, () => t.call('RedFlagIntervention.getHistory', { days: 0 }, token), 'days');
    await expectInvalid(t, () => t.call('RedFlagIntervention.getHistory', { days: 91 }, token), 'days');
    await expectInvalid(t, () => t.call('RedFlagIntervention.getHistory', { child_id: 'one' } as never, token), 'child_id');
  });
});
