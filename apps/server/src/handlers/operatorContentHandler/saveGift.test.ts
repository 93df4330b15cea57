import type { CommandInput } from '@t1d/contract';
import { describe, expect, test } from '../../test/fixture.js';
import { seededGiftId } from '../../test/operatorContent.js';
import type { TestApp } from '../../test/testApp.js';
import { expectInvalid, expectOperatorOnly, notFound, snapshot, unknownId } from '../../test/walls.js';

const jetScooter: CommandInput<'OperatorContentHandler.saveGift'> = {
  item: 'jet_scooter',
  cost: 45,
  icon: 'rocket',
  name: 'Jet scooter',
  name_zh: '喷气滑板车',
  description: 'A scooter that zooms your hero around the camp.',
  description_zh: '让小英雄在营地里飞驰的滑板车。',
  position: 3,
};

const storedGift = (t: TestApp, id: number) =>
  t.database.db.selectFrom('gift_catalogue').select(['source_hash', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();

const catalogueOf = async (t: TestApp, token: string, headers?: Record<string, string>) =>
  (await t.call('GiftApi.getCatalogue', {}, token, headers)).body.data.list as { id: number; item: string; cost: number; name: string }[];

describe('OperatorContentHandler.saveGift', () => {
  test('adds a gift of the operator’s, offered to parents at once', async ({ t, operator, parent, clock }) => {
    const answer = await t.call('OperatorContentHandler.saveGift', { ...jetScooter, item: ' jet_scooter ' }, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { ...jetScooter, id: expect.any(Number), published: true } });
    const { id } = answer.body.data;
    expect(await storedGift(t, id)).toEqual({ source_hash: null, updated_at: clock.now() });
    expect((await catalogueOf(t, parent.token)).find((gift) => gift.id === id)).toMatchObject({ item: 'jet_scooter', cost: 45 });
    const inChinese = await catalogueOf(t, parent.token, { 'accept-language': 'zh' });
    expect(inChinese.find((gift) => gift.id === id)?.name).toBe('喷气滑板车');
  });

  test('rewriting a seeded gift keeps it the files’ and changes what parents pay', async ({ t, operator, parent }) => {
    const id = await seededGiftId(t, 'explorer_backpack');
    const { source_hash: hash } = await storedGift(t, id);
    const input = { ...jetScooter, id, item: 'explorer_backpack', icon: 'backpack' as const, cost: 99 };
    const answer = await t.call('OperatorContentHandler.saveGift', input, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ...input, published: true });
    expect((await storedGift(t, id)).source_hash).toBe(hash);
    expect((await catalogueOf(t, parent.token)).find((gift) => gift.id === id)).toMatchObject({ cost: 99, name: 'Jet scooter' });
  });

  test('refuses an item key another gift has, and an unknown id, with nothing changed', async ({ t, operator }) => {
    const own = (await t.call('OperatorContentHandler.saveGift', jetScooter, operator.token)).body.data;
    const before = await snapshot(t);
    for (const input of [
      { ...jetScooter, item: 'explorer_backpack' },
      { ...jetScooter, id: own.id, item: 'explorer_backpack' },
    ]) {
      const taken = await t.call('OperatorContentHandler.saveGift', input, operator.token);
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ code: 409, msg: 'A gift with this item key already exists', reason: 'gift_item_taken' });
    }
    const unknown = await t.call('OperatorContentHandler.saveGift', { ...jetScooter, id: unknownId }, operator.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notFound);
    expect(await snapshot(t)).toEqual(before);
  });

  test('refuses bad item keys, icons, prices and texts, naming the field', async ({ t, operator }) => {
    const send = (overrides: Record<string, unknown>) => () =>
      t.call('OperatorContentHandler.saveGift', { ...jetScooter, ...overrides } as typeof jetScooter, operator.token);
    await expectInvalid(t, send({ item: 'Jet Scooter' }), 'item');
    await expectInvalid(t, send({ item: 'x'.repeat(61) }), 'item');
    await expectInvalid(t, send({ icon: 'skull' }), 'icon');
    await expectInvalid(t, send({ cost: 0 }), 'cost');
    await expectInvalid(t, send({ cost: 1.5 }), 'cost');
    await expectInvalid(t, send({ name: 'Boots\u0000' }), 'name');
    await expectInvalid(t, send({ name_zh: '靴'.repeat(41) }), 'name_zh');
    await expectInvalid(t, send({ description: '' }), 'description');
    await expectInvalid(t, send({ description_zh: 'x'.repeat(141) }), 'description_zh');
  });

  test('is for operators only', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorContentHandler.saveGift', jetScooter, token), parent);
  });
});
