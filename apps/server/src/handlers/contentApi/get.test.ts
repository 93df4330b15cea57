import { describe, expect, test } from '../../test/fixture.js';
import { addEpisodeVideos, episodeVideo, libraryItemId, setPublished } from '../../test/library.js';
import { notFound } from '../../test/walls.js';

describe('ContentApi.get', () => {
  test('answers an article with its body and the guidance it follows, in both languages', async ({ t, parent }) => {
    const en = await t.call('ContentApi.get', { slug: 'hypoglycaemia' }, parent.token);
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({ slug: 'hypoglycaemia', kind: 'article', urgent: true });
    expect(en.body.data.body).toMatch(/15/);
    expect(en.body.data.sources).toMatch(/ISPAD|ADA|NICE|NHS/);
    const zh = await t.call('ContentApi.get', { slug: 'screening' }, parent.token, { 'accept-language': 'zh' });
    expect(zh.body.data.title).toMatch(/\p{Script=Han}/u);
    expect(zh.body.data.body).toMatch(/\p{Script=Han}/u);
  });

  test('an unknown, unpublished or other-kind slug is not found', async ({ t, parent }) => {
    await setPublished(t, await libraryItemId(t, 'article', 'feelings'), false);
    for (const input of [
      { slug: 'no-such-article' },
      { slug: 'feelings' },
      { slug: 'glucagon' },
      { kind: 'lesson_plan' as const, slug: 'hypoglycaemia' },
    ]) {
      const answer = await t.call('ContentApi.get', input, parent.token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
    }
  });

  test('an episode without a video, or an item without text in the reader’s language, is not offered', async ({ t, parent }) => {
    const episode = { kind: 'episode' as const, slug: 'sports-day' };
    expect((await t.call('ContentApi.get', episode, parent.token)).body).toEqual(notFound);
    await addEpisodeVideos(t, ['sports-day']);
    expect((await t.call('ContentApi.get', episode, parent.token)).body.data).toMatchObject({
      slug: 'sports-day',
      video_url: episodeVideo,
    });

    const article = await libraryItemId(t, 'article', 'feelings');
    await t.database.db.updateTable('content_texts').set({ body: '' }).where('item_id', '=', article).where('lang', '=', 'en').execute();
    expect((await t.call('ContentApi.get', { slug: 'feelings' }, parent.token)).body).toEqual(notFound);
    const zh = await t.call('ContentApi.get', { slug: 'feelings' }, parent.token, { 'accept-language': 'zh' });
    expect(zh.body.data.body).toMatch(/\p{Script=Han}/u);
  });

  test('refuses a slug that is not one, with control characters or oversize', async ({ t, parent }) => {
    for (const slug of ['../etc/passwd', 'Hypo', 'a\u0000b', 'x'.repeat(500)]) {
      const answer = await t.call('ContentApi.get', { slug }, parent.token);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'slug' }));
    }
  });
});
