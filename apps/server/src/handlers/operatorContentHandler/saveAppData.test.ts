import { describe, expect, test } from '../../test/fixture.js';
import { expectInvalid, expectOperatorOnly } from '../../test/walls.js';

describe('OperatorContentHandler.saveAppData', () => {
  test('sets the community address parents get, and empty removes it', async ({ t, operator, parent }) => {
    const url = 'https://community.example/t1d-parents';
    const answer = await t.call('OperatorContentHandler.saveAppData', { parent_community_url: ` ${url} ` }, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { parent_community_url: url } });
    expect((await t.call('GmsParent.getAppData', {}, parent.token)).body.data.global.parent_community_url).toBe(url);

    const cleared = await t.call('OperatorContentHandler.saveAppData', { parent_community_url: '' }, operator.token);
    expect(cleared.body.data).toEqual({ parent_community_url: null });
    expect((await t.call('GmsParent.getAppData', {}, parent.token)).body.data.global.parent_community_url).toBeNull();
  });

  test('takes a path in the app too, and refuses addresses that lead elsewhere', async ({ t, operator }) => {
    const save = (parent_community_url: string) => () =>
      t.call('OperatorContentHandler.saveAppData', { parent_community_url }, operator.token);
    expect((await save('/ai-chat')()).body.data).toEqual({ parent_community_url: '/ai-chat' });
    for (const address of ['javascript:alert(1)', 'http://community.example', '//evil.example', '/\\evil.example']) {
      await expectInvalid(t, save(address), 'parent_community_url');
    }
  });

  test('is for operators only', async ({ t, parent }) => {
    await expectOperatorOnly(
      t,
      (token) => t.call('OperatorContentHandler.saveAppData', { parent_community_url: 'https://community.example' }, token),
      parent,
    );
  });
});
