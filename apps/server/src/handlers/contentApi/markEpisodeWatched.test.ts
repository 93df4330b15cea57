import { describe, expect, test } from '../../test/fixture.js';
import { addEpisodeVideos, libraryItemId } from '../../test/library.js';
import { expectForeignLikeUnknown } from '../../test/walls.js';

describe('ContentApi.markEpisodeWatched', () => {
  test('counts each episode once per parent, however often it is marked', async ({ t, parent }) => {
    await addEpisodeVideos(t);
    const first = await libraryItemId(t, 'episode', 'what-is-type-1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('ContentApi.markEpisodeWatched', { episode_id: first }, parent.token)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.at(-1)?.body.data).toEqual({ watched: 1, total: 8 });
    const second = await libraryItemId(t, 'episode', 'the-first-hypo');
    expect((await t.call('ContentApi.markEpisodeWatched', { episode_id: second }, parent.token)).body.data).toEqual({
      watched: 2,
      total: 8,
    });
    const episodes = (await t.call('ContentApi.list', { kind: 'episode' }, parent.token)).body.data.list;
    expect(episodes.filter((episode: { done: boolean }) => episode.done)).toHaveLength(2);
  });

  test('progress is each parent’s own, even in one family', async ({ t, parent }) => {
    await addEpisodeVideos(t);
    const partner = await t.joinFamilyOf(parent);
    await t.call('ContentApi.markEpisodeWatched', { episode_id: await libraryItemId(t, 'episode', 'sports-day') }, parent.token);
    const theirs = (await t.call('ContentApi.list', { kind: 'episode' }, partner.token)).body.data.list;
    expect(theirs.some((episode: { done: boolean }) => episode.done)).toBe(false);
  });

  test('an episode without a video is not part of the series: not found, and not counted', async ({ t, parent }) => {
    await addEpisodeVideos(t, ['what-is-type-1', 'the-first-hypo']);
    const withoutVideo = await libraryItemId(t, 'episode', 'sports-day');
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('ContentApi.markEpisodeWatched', { episode_id: Number(id) }, parent.token),
      withoutVideo,
    );
    const first = await libraryItemId(t, 'episode', 'what-is-type-1');
    expect((await t.call('ContentApi.markEpisodeWatched', { episode_id: first }, parent.token)).body.data).toEqual({
      watched: 1,
      total: 2,
    });
  });

  test('an article id or an unknown id is not an episode', async ({ t, parent }) => {
    const article = await libraryItemId(t, 'article', 'hypoglycaemia');
    await expectForeignLikeUnknown(t, (id) => t.call('ContentApi.markEpisodeWatched', { episode_id: Number(id) }, parent.token), article);
  });
});
