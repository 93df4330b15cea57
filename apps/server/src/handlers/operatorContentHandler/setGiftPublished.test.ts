import { describe, expect, test } from '../../test/fixture.js';
import { seededGiftId } from '../../test/operatorContent.js';
import type { TestApp } from '../../test/testApp.js';
import { expectOperatorOnly, notFound, snapshot, unknownId } from '../../test/walls.js';

const offeredIds = async (t: TestApp, token: string) =>
  ((await t.call('GiftApi.getCatalogue', {}, token)).body.data.list as { id: number }[]).map((gift) => gift.id);

describe('OperatorContentHandler.setGiftPublished', () => {
  test('withdraws a gift from the parents’ catalogue and offers it again', async ({ t, operator, parent }) => {
    const id = await seededGiftId(t, 'explorer_backpack');
    const withdrawn = await t.call('OperatorContentHandler.setGiftPublished', { id, published: false }, operator.token);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ id, item: 'explorer_backpack', published: false });
    expect(await offeredIds(t, parent.token)).not.toContain(id);

    const offered = await t.call('OperatorContentHandler.setGiftPublished', { id, published: true }, operator.token);
    expect(offered.body.data).toMatchObject({ id, published: true });
    expect(await offeredIds(t, parent.token)).toContain(id);
  });

  test('answers 404 for an unknown gift, with nothing changed', async ({ t, operator }) => {
    const before = await snapshot(t);
    const answer = await t.call('OperatorContentHandler.setGiftPublished', { id: unknownId, published: false }, operator.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound);
    expect(await snapshot(t)).toEqual(before);
  });

  test('is for operators only', async ({ t, parent }) => {
    const id = await seededGiftId(t, 'explorer_backpack');
    await expectOperatorOnly(t, (token) => t.call('OperatorContentHandler.setGiftPublished', { id, published: false }, token), parent);
  });
});
