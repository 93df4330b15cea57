import { describe, expect, test } from '../../test/fixture.js';
import { addEpisodeVideos, libraryItemId, setPublished } from '../../test/library.js';
import { signedOut } from '../../test/walls.js';

describe('ContentApi.list', () => {
  test('lists the published articles in their order, in the reader language', async ({ t, parent }) => {
    const en = await t.call('ContentApi.list', { kind: 'article' }, parent.token);
    expect(en.status).toBe(200);
    const slugs = en.body.data.list.map((item: { slug: string }) => item.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(12);
    expect(slugs.slice(0, 2)).toEqual(['hypoglycaemia', 'severe-hypo-glucagon']);
    expect(slugs).toContain('screening');
    const zh = await t.call('ContentApi.list', { kind: 'article' }, parent.token, { 'accept-language': 'zh-CN' });
    expect(zh.body.data.list[0].title).toMatch(/\p{Script=Han}/u);
    expect(en.body.data.list[0].title).not.toMatch(/\p{Script=Han}/u);
  });

  test('urgent_only gives the emergency set', async ({ t, parent }) => {
    const answer = await t.call('ContentApi.list', { kind: 'article', urgent_only: true }, parent.token);
    const list = answer.body.data.list;
    expect(list.map((item: { slug: string }) => item.slug)).toEqual([
      'hypoglycaemia',
      'severe-hypo-glucagon',
      'hyperglycaemia-ketones',
      'sick-days',
      'when-to-call-emergency',
    ]);
    expect(list.every((item: { urgent: boolean }) => item.urgent)).toBe(true);
  });

  test('an unpublished item is not listed', async ({ t, parent }) => {
    await setPublished(t, await libraryItemId(t, 'article', 'feelings'), false);
    const answer = await t.call('ContentApi.list', { kind: 'article' }, parent.token);
    expect(answer.body.data.list.map((item: { slug: string }) => item.slug)).not.toContain('feelings');
  });

  test('lesson plans carry ages and minutes, episodes their length; done follows the family', async ({ t, parent, stranger }) => {
    await addEpisodeVideos(t);
    const plans = (await t.call('ContentApi.list', { kind: 'lesson_plan' }, parent.token)).body.data.list;
    expect(plans[0]).toMatchObject({ slug: 'spotting-a-low', ages: '4-7', minutes: 15, done: false });
    await t.call('ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_id: plans[0].id }, parent.token);
    expect((await t.call('ContentApi.list', { kind: 'lesson_plan' }, parent.token)).body.data.list[0].done).toBe(true);
    expect((await t.call('ContentApi.list', { kind: 'lesson_plan' }, stranger.token)).body.data.list[0].done).toBe(false);
    const episodes = (await t.call('ContentApi.list', { kind: 'episode' }, parent.token)).body.data.list;
    expect(episodes).toHaveLength(8);
    expect(episodes[0].duration_seconds).toBeGreaterThan(0);
  });

  test('the series is the episodes with a video, and a lesson plan without text is not offered in that language', async ({ t, parent }) => {
    const episodes = async () =>
      (await t.call('ContentApi.list', { kind: 'episode' }, parent.token)).body.data.list.map((item: { slug: string }) => item.slug);
    // A new deployment's episodes have no video yet: none is offered.
    expect(await episodes()).toEqual([]);
    await addEpisodeVideos(t, ['the-first-hypo', 'sports-day']);
    expect(await episodes()).toEqual(['the-first-hypo', 'sports-day']);

    const plan = await libraryItemId(t, 'lesson_plan', 'spotting-a-low');
    await t.database.db.updateTable('content_texts').set({ body: ' \n\t ' }).where('item_id', '=', plan).where('lang', '=', 'zh').execute();
    const plans = async (language: string) =>
      (await t.call('ContentApi.list', { kind: 'lesson_plan' }, parent.token, { 'accept-language': language })).body.data.list.map(
        (item: { slug: string }) => item.slug,
      );
    expect(await plans('en')).toContain('spotting-a-low');
    expect(await plans('zh')).not.toContain('spotting-a-low');
    expect(await plans('zh')).toHaveLength(4);
  });

  test('refuses an unknown kind and answers 401 without a session', async ({ t, parent }) => {
    expect((await t.call('ContentApi.list', { kind: 'secret' as never }, parent.token)).status).toBe(400);
    const anonymous = await t.call('ContentApi.list', { kind: 'article' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(signedOut);
  });
});
