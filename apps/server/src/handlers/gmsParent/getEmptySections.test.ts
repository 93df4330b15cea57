import { describe, expect, test } from '../../test/fixture.js';
import { addEpisodeVideos, libraryItemId } from '../../test/library.js';
import type { TestApp } from '../../test/testApp.js';
import { signedOut } from '../../test/walls.js';

/** Unpublishes every item of a kind of the library (as an operator could, one by one). */
const unpublishAll = (t: TestApp, kind: 'article' | 'lesson_plan' | 'product') =>
  t.database.db.updateTable('content_items').set({ published: 0 }).where('kind', '=', kind).execute();

describe('GmsParent.getEmptySections', () => {
  test('on a new deployment: the series without videos and the community without an address', async ({ t, parent }) => {
    const answer = await t.call('GmsParent.getEmptySections', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ sections: ['juicebox_series', 'juicebox_community'] });
  });

  test('a section fills once the operators give it something, through the console’s own commands', async ({ t, operator, parent }) => {
    const empty = async () => (await t.call('GmsParent.getEmptySections', {}, parent.token)).body.data.sections;
    await t.call('OperatorContentHandler.saveAppData', { parent_community_url: 'https://parents.example.org/group' }, operator.token);
    await addEpisodeVideos(t, ['sports-day']);
    expect(await empty()).toEqual([]);

    // Lesson plans: the library's, or the clinic's own page.
    await unpublishAll(t, 'lesson_plan');
    expect(await empty()).toEqual(['lesson_plans']);
    await t.call('OperatorConsultationHandler.saveUrls', { parent_lesson_plans_url: 'https://clinic.example.org/lessons' }, operator.token);
    expect(await empty()).toEqual([]);

    const screening = await libraryItemId(t, 'article', 'screening');
    await t.call('OperatorContentHandler.setPublished', { id: screening, published: false }, operator.token);
    await unpublishAll(t, 'product');
    await t.database.db.updateTable('gift_catalogue').set({ published: 0 }).execute();
    expect(await empty()).toEqual(['screen_kid', 'trusted_products', 'gift_card']);
    await unpublishAll(t, 'article');
    expect(await empty()).toEqual(['screen_kid', 'trusted_products', 't1d_training', 'gift_card']);
  });

  test('is answered for the reader’s language: a lesson plan without text there is not one', async ({ t, parent }) => {
    await t.database.db
      .updateTable('content_texts')
      .set({ body: '' })
      .where('lang', '=', 'zh')
      .where('item_id', 'in', (eb) => eb.selectFrom('content_items').select('id').where('kind', '=', 'lesson_plan'))
      .execute();
    const inChinese = await t.call('GmsParent.getEmptySections', {}, parent.token, { 'accept-language': 'zh-CN' });
    expect(inChinese.body.data.sections).toContain('lesson_plans');
    expect((await t.call('GmsParent.getEmptySections', {}, parent.token)).body.data.sections).not.toContain('lesson_plans');
  });

  test('tells every family the same, names nothing of any family, and needs a session', async ({ t, parent, stranger }) => {
    const ours = await t.call('GmsParent.getEmptySections', {}, parent.token);
    const theirs = await t.call('GmsParent.getEmptySections', {}, stranger.token);
    expect(theirs.raw).toBe(ours.raw);
    const anonymous = await t.call('GmsParent.getEmptySections', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(signedOut);
  });
});
