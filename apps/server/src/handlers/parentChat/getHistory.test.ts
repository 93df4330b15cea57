import { describe, expect, test } from '../../test/fixture.js';

describe('ParentChat.getHistory', () => {
  test('answers the parent’s own messages, oldest first, the latest `limit`', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    for (const question of ['sick day rules', 'school care plan', 'carb counting']) {
      await t.call('ParentChat.ask', { question }, parent.token);
    }
    await t.call('ParentChat.ask', { question: 'sleepover tips' }, partner.token);
    const all = (await t.call('ParentChat.getHistory', {}, parent.token)).body.data.list;
    expect(all).toHaveLength(6);
    expect(all.map((message: { role: string }) => message.role)).toEqual([
      'parent',
      'assistant',
      'parent',
      'assistant',
      'parent',
      'assistant',
    ]);
    expect(all[0].body).toBe('sick day rules');
    const latest = (await t.call('ParentChat.getHistory', { limit: 2 }, parent.token)).body.data.list;
    expect(latest.map((message: { body: string }) => message.body)[0]).toBe('carb counting');
    const theirs = (await t.call('ParentChat.getHistory', {}, partner.token)).body.data.list;
    expect(theirs.map((message: { body: string }) => message.body)[0]).toBe('sleepover tips');
    expect(theirs).toHaveLength(2);
  });

  test('refuses a limit out of range', async ({ t, parent }) => {
    for (const limit of [0, 201, 1.5]) expect((await t.call('ParentChat.getHistory', { limit }, parent.token)).status).toBe(400);
  });
});
