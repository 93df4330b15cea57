import { sql } from 'kysely';
import { describe, expect, test } from '../test/fixture.js';
import type { TestApp } from '../test/testApp.js';
import { snapshot } from '../test/walls.js';

/** Makes every audit append fail, on either engine, until the returned function puts the log back. */
async function auditLogGone(t: TestApp): Promise<() => Promise<unknown>> {
  await sql`alter table operator_audit rename to operator_audit_gone`.execute(t.database.db);
  return () => sql`alter table operator_audit_gone rename to operator_audit`.execute(t.database.db);
}

describe('an operator write and its audit row (ADR 0023)', () => {
  test('commit together: when the row cannot be written, the write is undone and the call fails', async ({ t, operator }) => {
    const [text] = (await t.call('ParentTextHandler.getTextsBySection', { section: 'home' }, operator.token)).body.data;
    const before = await snapshot(t);
    const putBack = await auditLogGone(t);
    // A service that opens its own transaction (settings, texts and their cache) and one that does not (game keys).
    const writes = [
      await t.call('OperatorEconomyHandler.saveSettings', { lesson_plan_coins: 25 }, operator.token),
      await t.call('ParentTextHandler.updateText', { id: text.id, text: 'Never saved', lang: 'en' }, operator.token),
      await t.call('OperatorGameKeyHandler.create', { name: 'never-made' }, operator.token),
    ];
    await putBack();
    expect(writes.map((answer) => [answer.status, answer.body.reason])).toEqual([
      [500, 'internal_error'],
      [500, 'internal_error'],
      [500, 'internal_error'],
    ]);
    expect(await snapshot(t)).toEqual(before);
    expect((await t.call('OperatorEconomyHandler.getSettings', {}, operator.token)).body.data.lesson_plan_coins).toBe(10);
    const texts = (await t.call('ParentTextHandler.getAllTexts', {}, operator.token)).body.data;
    expect(texts.find((entry: { id: number }) => entry.id === text.id).en).toBe(text.en);
  });

  test('and with the log in place, the same writes are made and logged', async ({ t, operator }) => {
    const [text] = (await t.call('ParentTextHandler.getTextsBySection', { section: 'home' }, operator.token)).body.data;
    await t.call('OperatorEconomyHandler.saveSettings', { lesson_plan_coins: 25 }, operator.token);
    await t.call('ParentTextHandler.updateText', { id: text.id, text: 'Saved', lang: 'en' }, operator.token);
    await t.call('OperatorGameKeyHandler.create', { name: 'made' }, operator.token);
    const logged = (await t.call('OperatorAuditHandler.list', {}, operator.token)).body.data.list;
    expect(logged.map((entry: { cmd: string }) => entry.cmd)).toEqual([
      'OperatorGameKeyHandler.create',
      'ParentTextHandler.updateText',
      'OperatorEconomyHandler.saveSettings',
    ]);
    expect((await t.call('OperatorEconomyHandler.getSettings', {}, operator.token)).body.data.lesson_plan_coins).toBe(25);
    const texts = (await t.call('ParentTextHandler.getAllTexts', {}, operator.token)).body.data;
    expect(texts.find((entry: { id: number }) => entry.id === text.id).en).toBe('Saved');
  });
});
