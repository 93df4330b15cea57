import { loadLibraryFiles } from '../../content/libraryFiles.js';
import { describe, expect, test } from '../../test/fixture.js';
import { seededGiftId } from '../../test/operatorContent.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('OperatorContentHandler.listGifts', () => {
  test('lists every gift in the parents’ order, in both languages, withdrawn ones included', async ({ t, operator }) => {
    const files = loadLibraryFiles().gifts;
    const withdrawn = await seededGiftId(t, files[1]!.item);
    await t.call('OperatorContentHandler.setGiftPublished', { id: withdrawn, published: false }, operator.token);
    const answer = await t.call('OperatorContentHandler.listGifts', {}, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, msg: 'success' });
    const { list } = answer.body.data;
    expect(list.map((gift: { item: string }) => gift.item)).toEqual(files.map((gift) => gift.item));
    expect(list[0]).toEqual({
      id: expect.any(Number),
      item: files[0]!.item,
      cost: files[0]!.cost,
      icon: files[0]!.icon,
      name: files[0]!.name,
      name_zh: files[0]!.name_zh,
      description: files[0]!.description,
      description_zh: files[0]!.description_zh,
      published: true,
      position: files[0]!.position,
    });
    expect(list[1]).toMatchObject({ id: withdrawn, published: false });
  });

  test('is for operators only', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorContentHandler.listGifts', {}, token), parent);
  });
});
