import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/redFlags.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

describe('RedFlagIntervention.takeOn', () => {
  test('takes the flag on for the family, reads it for the taker, and tells the other parent', async ({
    t,
    flags: { readingFamily, nameParents, act, flagsOf, notificationsOf },
  }) => {
    const { family, ids } = await readingFamily();
    await nameParents(family);
    const now = t.clock.now();
    const answer = await act(family.parent, 'RedFlagIntervention.takeOn', { interventionId: ids[0] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.flag).toMatchObject({
      id: ids[0],
      state: 'on_it',
      owner: 'Li Na',
      owner_is_me: true,
      is_read: true,
      suggestions: [
        { key: 'asked_how_feeling', text: 'Asked gently how they are feeling' },
        { key: 'looked_at_glucose_together', text: 'Looked at recent glucose readings together' },
        { key: 'played_together', text: 'Played a short session side by side' },
        { key: 'contacted_care_team', text: 'Contacted the diabetes care team' },
      ],
    });
    expect(answer.body.data.flag.steps.map((step: Record<string, unknown>) => [step.kind, step.by, step.by_me])).toEqual([
      ['raised', null, false],
      ['seen', 'Li Na', true],
      ['on_it', 'Li Na', true],
    ]);
    expect(answer.body.data.flag.steps.at(-1)).toEqual({ kind: 'on_it', by: 'Li Na', by_me: true, at: now, tried: [], note: '' });

    // The other parent sees who is on it, has not read it, and is told in the list.
    const theirs = (await flagsOf(family.coParent)).data.find((flag) => flag.id === ids[0])!;
    expect(theirs).toMatchObject({ state: 'on_it', owner: 'Li Na', owner_is_me: false, is_read: false });
    expect((await notificationsOf(family.coParent)).data[0]).toMatchObject({
      title: 'A parent is on it',
      body: 'Li Na is on the red flag about Yu.',
    });
    // The taker's own notification of the flag is read with it; nobody else's is.
    const notices = await t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'text_key', 'read_at'])
      .where('red_flag_id', '=', ids[0]!)
      .orderBy('id')
      .execute();
    expect(notices).toEqual([
      { user_id: family.parent.userId, text_key: 'red_flag_raised', read_at: now },
      { user_id: family.coParent.userId, text_key: 'red_flag_raised', read_at: null },
      { user_id: family.coParent.userId, text_key: 'red_flag_taken_on', read_at: null },
    ]);
  });

  test('another parent may take over; the same parent again changes nothing; a handled flag has moved on', async ({
    t,
    flags: { readingFamily, nameParents, act },
  }) => {
    const { family, ids } = await readingFamily();
    await nameParents(family);
    await act(family.parent, 'RedFlagIntervention.takeOn', { interventionId: ids[1] });
    t.clock.advance(60);
    const over = await act(family.coParent, 'RedFlagIntervention.takeOn', { interventionId: ids[1] });
    expect(over.body.data.flag).toMatchObject({ state: 'on_it', owner: 'Wang Wei', owner_is_me: true });
    const again = await act(family.coParent, 'RedFlagIntervention.takeOn', { interventionId: ids[1] });
    expect(again.body.data.flag).toEqual(over.body.data.flag);
    expect(over.body.data.flag.steps.map((step: Record<string, unknown>) => `${step.kind}:${step.by}`)).toEqual([
      'raised:null',
      'seen:Li Na',
      'on_it:Li Na',
      'seen:Wang Wei',
      'on_it:Wang Wei',
    ]);

    await act(family.parent, 'RedFlagIntervention.markHandled', { interventionId: ids[1], note: 'Talked about it' });
    const late = await act(family.coParent, 'RedFlagIntervention.takeOn', { interventionId: ids[1] });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      code: 409,
      msg: 'This red flag has moved on since you opened it. See what your family did.',
      reason: 'red_flag_moved_on',
    });
  });

  test("answers another family's red flag exactly like an unknown one, and refuses an id that is not one", async ({
    t,
    flags: { readingFamily },
  }) => {
    const { ids } = await readingFamily();
    const stranger = await t.newParent();
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('RedFlagIntervention.takeOn', { interventionId: id as number }, stranger.token),
      ids[0]!,
    );
    await expectInvalid(t, () => t.call('RedFlagIntervention.takeOn', { interventionId: 0 }, stranger.token), 'interventionId');
    await expectInvalid(t, () => t.call('RedFlagIntervention.takeOn', {} as never, stranger.token), 'interventionId');
  });

  test('two parents taking it on at once: every answer is a move or a refusal, and the steps tell the same story', async ({
    t,
    flags: { readingFamily, act },
  }) => {
    const { family, ids } = await readingFamily();
    const parents = [family.parent, family.coParent];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => act(parents[i % 2]!, 'RedFlagIntervention.takeOn', { interventionId: ids[2] })),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const flag = await t.database.db
      .selectFrom('red_flags')
      .select(['state', 'owner_id'])
      .where('id', '=', ids[2]!)
      .executeTakeFirstOrThrow();
    const steps = await t.database.db
      .selectFrom('red_flag_events')
      .select(['kind', 'actor_id'])
      .where('red_flag_id', '=', ids[2]!)
      .orderBy('at')
      .orderBy('id')
      .execute();
    const takes = steps.filter((step) => step.kind === 'on_it');
    // Each take is a change of hands, and the last one holds it.
    expect(takes.length).toBeGreaterThan(0);
    takes.slice(1).forEach((take, i) => expect(take.actor_id).not.toBe(takes[i]!.actor_id));
    expect(flag).toEqual({ state: 'on_it', owner_id: takes.at(-1)!.actor_id });
    // A parent is seen reading it once at most, and whoever took it on read it.
    const seen = steps.filter((step) => step.kind === 'seen').map((step) => step.actor_id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const take of takes) expect(seen).toContain(take.actor_id);
  });
});
