import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/redFlags.js';
import { expectForeignLikeUnknown, expectInvalid, snapshot } from '../../test/walls.js';

describe('RedFlagIntervention.markHandled', () => {
  test('records what was tried and the note, in the reader’s language, and tells the other parent', async ({
    t,
    flags: { readingFamily, nameParents, act, flagsOf, notificationsOf },
  }) => {
    const { family, ids } = await readingFamily();
    await nameParents(family);
    await act(family.coParent, 'RedFlagIntervention.takeOn', { interventionId: ids[0] });
    t.clock.advance(3600);
    const answer = await act(family.parent, 'RedFlagIntervention.markHandled', {
      interventionId: ids[0],
      tried: ['asked_how_feeling', 'contacted_care_team', 'asked_how_feeling'],
      note: 'She had a cold; back to playing on Sunday.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.flag).toMatchObject({ state: 'handled', owner: null, owner_is_me: false, is_read: true });
    expect(answer.body.data.flag.steps.at(-1)).toEqual({
      kind: 'handled',
      by: 'Li Na',
      by_me: true,
      at: t.clock.now(),
      tried: ['Asked gently how they are feeling', 'Contacted the diabetes care team'],
      note: 'She had a cold; back to playing on Sunday.',
    });
    const zh = (await flagsOf(family.coParent, {}, { 'accept-language': 'zh-CN' })).data.find((flag) => flag.id === ids[0])!;
    expect(zh.steps.at(-1)).toMatchObject({
      by: 'Li Na',
      by_me: false,
      tried: ['温和地问了孩子感觉怎么样', '联系了糖尿病护理团队'],
    });
    expect(zh.suggestions[0]).toEqual({ key: 'asked_how_feeling', text: '温和地问了孩子感觉怎么样' });
    expect((await notificationsOf(family.coParent)).data[0]).toMatchObject({
      title: 'Red flag handled',
      body: 'Li Na handled the red flag about Yu.',
    });
  });

  test('handles a flag nobody opened yet, with a note alone; a handled flag has moved on, changing nothing', async ({
    t,
    flags: { readingFamily, act, tokenOf },
  }) => {
    const { family, ids } = await readingFamily();
    const first = await act(family.parent, 'RedFlagIntervention.markHandled', { interventionId: ids[2], note: 'We agreed on weekends' });
    expect(first.body.data.flag.steps.map((step: { kind: string }) => step.kind)).toEqual(['raised', 'seen', 'handled']);
    // Signed in again first: these tests travel weeks, longer than a session lasts.
    await tokenOf(family.coParent);
    const before = await snapshot(t);
    const again = await act(family.coParent, 'RedFlagIntervention.markHandled', { interventionId: ids[2], tried: ['talked_about_game'] });
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('red_flag_moved_on');
    expect(await snapshot(t)).toEqual(before);
  });

  test('refuses a tick that is not one of the flag’s suggestions, nothing to say, and a note with control characters', async ({
    t,
    flags: { readingFamily, tokenOf },
  }) => {
    const { family, ids } = await readingFamily();
    const token = await tokenOf(family.parent);
    const handle = (input: Record<string, unknown>) =>
      t.call('RedFlagIntervention.markHandled', { interventionId: ids[0], ...input } as never, token);
    // "talked_about_game" belongs to another kind of flag.
    const unknown = await expectInvalid(t, () => handle({ tried: ['talked_about_game'] }), 'tried');
    expect(unknown.body.msg).toContain('talked_about_game');
    const empty = await expectInvalid(t, () => handle({}), 'note');
    expect(empty.body.msg).toBe('Tick what you tried, or write a short note');
    await expectInvalid(t, () => handle({ tried: [], note: '' }), 'note');
    await expectInvalid(t, () => handle({ note: 'fine\u0007' }), 'note');
    await expectInvalid(t, () => handle({ note: 'x'.repeat(501) }), 'note');
    await expectInvalid(t, () => handle({ tried: ['a'.repeat(41)] }), 'tried.0');
    await expectInvalid(t, () => handle({ tried: 'asked_how_feeling' }), 'tried');
  });

  test("answers another family's red flag exactly like an unknown one", async ({ t, flags: { readingFamily } }) => {
    const { ids } = await readingFamily();
    const stranger = await t.newParent();
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('RedFlagIntervention.markHandled', { interventionId: id as number, note: 'Not ours' }, stranger.token),
      ids[0]!,
    );
  });

  test('two parents handling it at once: one handles it, every other answer is 409, one handled step', async ({
    t,
    flags: { readingFamily, act },
  }) => {
    const { family, ids } = await readingFamily();
    const parents = [family.parent, family.coParent];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        act(parents[i % 2]!, 'RedFlagIntervention.markHandled', { interventionId: ids[1], note: `Try ${i}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const handled = await t.database.db
      .selectFrom('red_flag_events')
      .select(['actor_id', 'note'])
      .where('red_flag_id', '=', ids[1]!)
      .where('kind', '=', 'handled')
      .execute();
    const winner = answers.find((answer) => answer.status === 200)!.body.data.flag.steps.at(-1);
    expect(handled).toHaveLength(1);
    expect(handled[0]!.note).toBe(winner.note);
    expect((await t.database.db.selectFrom('red_flags').select('state').where('id', '=', ids[1]!).executeTakeFirstOrThrow()).state).toBe(
      'handled',
    );
  });
});
