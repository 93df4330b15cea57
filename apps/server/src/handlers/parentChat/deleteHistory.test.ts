import { describe, expect, test } from '../../test/fixture.js';

describe('ParentChat.deleteHistory', () => {
  test('deletes the parent’s own chat and nobody else’s', async ({ t, parent, stranger }) => {
    await t.call('ParentChat.ask', { question: 'what is a CGM' }, parent.token);
    await t.call('ParentChat.ask', { question: 'what is a CGM' }, stranger.token);
    expect((await t.call('ParentChat.deleteHistory', {}, parent.token)).body.data).toEqual({ removed: 2 });
    expect((await t.call('ParentChat.getHistory', {}, parent.token)).body.data.list).toEqual([]);
    expect((await t.call('ParentChat.getHistory', {}, stranger.token)).body.data.list).toHaveLength(2);
    expect((await t.call('ParentChat.deleteHistory', {}, parent.token)).body.data).toEqual({ removed: 0 });
  });
});
