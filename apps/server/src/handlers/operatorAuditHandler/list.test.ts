import { commands } from '@t1d/contract';
import { describe, expect, test } from '../../test/fixture.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('OperatorAuditHandler.list', () => {
  test('has every operator write, newest first: who, when, what, before and after', async ({ t, operator }) => {
    await t.call('OperatorEconomyHandler.saveSettings', { lesson_plan_coins: 25 }, operator.token);
    t.clock.advance(30);
    const [text] = (await t.call('ParentTextHandler.getTextsBySection', { section: 'home' }, operator.token)).body.data;
    await t.call('ParentTextHandler.updateText', { id: text.id, text: 'Changed', lang: 'en' }, operator.token);
    const answer = await t.call('OperatorAuditHandler.list', {}, operator.token);
    expect(answer.status).toBe(200);
    const [newest, older] = answer.body.data.list;
    expect(answer.body.data).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(newest).toMatchObject({
      at: t.clock.now(),
      operator: operator.email,
      cmd: 'ParentTextHandler.updateText',
      target: `text:${text.text_key}`,
      before: { en: text.en, edited: false },
      after: { en: 'Changed', edited: true },
    });
    expect(older).toMatchObject({
      at: t.clock.now() - 30,
      target: 'settings:economy',
      before: { lesson_plan_coins: 10 },
      after: { lesson_plan_coins: 25 },
    });
  });

  test('a refused write is not logged, and reads never are', async ({ t, operator }) => {
    await t.call('ParentTextHandler.updateText', { id: 999_999, text: 'x', lang: 'en' }, operator.token);
    await t.call('OperatorEconomyHandler.saveSettings', { lesson_plan_coins: -1 }, operator.token);
    await t.call('OperatorEconomyHandler.getSettings', {}, operator.token);
    expect((await t.call('OperatorAuditHandler.list', {}, operator.token)).body.data).toMatchObject({ list: [], total: 0 });
  });

  test('searches targets and commands, case-insensitively and literally, page by page', async ({ t, operator }) => {
    for (const name of ['alpha-1', 'alpha-2', 'alpha-3', 'beta_1']) await t.call('OperatorGameKeyHandler.create', { name }, operator.token);
    const alpha = (await t.call('OperatorAuditHandler.list', { search: 'ALPHA', per_page: 2 }, operator.token)).body.data;
    expect(alpha).toMatchObject({ total: 3, per_page: 2 });
    expect(alpha.list.map((entry: { target: string }) => entry.target)).toEqual(['game-key:alpha-3', 'game-key:alpha-2']);
    const second = (await t.call('OperatorAuditHandler.list', { search: 'alpha', page: 2, per_page: 2 }, operator.token)).body.data;
    expect(second.list.map((entry: { target: string }) => entry.target)).toEqual(['game-key:alpha-1']);
    // An underscore is a character, not a wildcard.
    expect((await t.call('OperatorAuditHandler.list', { search: 'a_1' }, operator.token)).body.data.total).toBe(1);
    expect((await t.call('OperatorAuditHandler.list', { search: 'createx' }, operator.token)).body.data.total).toBe(0);
  });

  test('is read-only: no command changes or removes an entry, and only operators read it', async ({ t, parent }) => {
    expect(Object.keys(commands).filter((name) => name.startsWith('OperatorAuditHandler.'))).toEqual(['OperatorAuditHandler.list']);
    await expectOperatorOnly(t, (token) => t.call('OperatorAuditHandler.list', {}, token), parent);
  });
});
