import { loadLibraryFiles } from '../../content/libraryFiles.js';
import { describe, expect, test } from '../../test/fixture.js';
import { addEpisodeVideos, libraryItemId } from '../../test/library.js';
import type { Parent, TestApp } from '../../test/testApp.js';
import { expectOperatorOnly } from '../../test/walls.js';

const list = async (t: TestApp, operator: Parent) => {
  const answer = await t.call('OperatorSetupHandler.listUnconfigured', {}, operator.token);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data.list as { id: string; missing: number | null; total: number | null }[];
};
const ids = async (t: TestApp, operator: Parent) => (await list(t, operator)).map((item) => item.id);
const single = (id: string) => ({ id, missing: null, total: null });

describe('OperatorSetupHandler.listUnconfigured', () => {
  test('on a new deployment: the community, the care plan’s pages, every episode’s video and the game', async ({ t, operator }) => {
    expect(await list(t, operator)).toEqual([
      single('community_address'),
      single('booking_page'),
      single('referral_page'),
      { id: 'episode_videos', missing: 8, total: 8 },
      single('game_key'),
      single('game_sign_in'),
    ]);
  });

  describe('with the game’s sign-in page in the server’s settings', () => {
    test.override({ appOptions: { config: { gameLoginUrl: 'https://game.example.org/login' } } });

    test('each item goes once the operators set it through the console', async ({ t, operator }) => {
      await t.call('OperatorContentHandler.saveAppData', { parent_community_url: 'https://parents.example.org/group' }, operator.token);
      const pages = {
        book_appointment_paid_url: 'https://clinic.example.org/book',
        doctor_referral_url: 'https://clinic.example.org/refer',
      };
      await t.call('OperatorConsultationHandler.saveUrls', pages, operator.token);
      await t.call('OperatorGameKeyHandler.create', { name: 'game-production' }, operator.token);
      await addEpisodeVideos(t, ['what-is-type-1', 'the-first-hypo', 'meet-the-sensor']);
      expect(await list(t, operator)).toEqual([{ id: 'episode_videos', missing: 5, total: 8 }]);
      await addEpisodeVideos(t);
      expect(await list(t, operator)).toEqual([]);

      // A revoked key is no key: the game's calls are refused.
      await t.call('OperatorGameKeyHandler.revoke', { name: 'game-production' }, operator.token);
      expect(await ids(t, operator)).toEqual(['game_key']);
    });
  });

  test('names the default dashboard once none is active: a campaign’s own does not count', async ({ t, operator }) => {
    const configs = (await t.call('ParentHomeConfigHandler.getAllConfigs', {}, operator.token)).body.data;
    await t.call('ParentHomeConfigHandler.deleteConfig', { config_id: configs[0].config_id }, operator.token);
    const sections = configs[0].sections_config;
    const spring = await t.call(
      'ParentHomeConfigHandler.saveConfig',
      { campaign: 'Spring', webapp_version_key: 'v1', sections_config: sections },
      operator.token,
    );
    await t.call('ParentHomeConfigHandler.setActiveConfig', { config_id: spring.body.data.config_id }, operator.token);
    expect((await ids(t, operator))[0]).toBe('default_dashboard');
  });

  test('names what the library lacks: items without text, and each dashboard card left with nothing', async ({ t, operator }) => {
    const plan = await libraryItemId(t, 'lesson_plan', 'telling-friends');
    await t.database.db.updateTable('content_texts').set({ body: ' ' }).where('item_id', '=', plan).where('lang', '=', 'zh').execute();
    // Out of the library's items read as text: every one of its files but the episodes'.
    const texts = loadLibraryFiles().items.filter((item) => item.kind !== 'episode').length;
    expect(await list(t, operator)).toContainEqual({ id: 'items_without_text', missing: 1, total: texts });

    await t.database.db
      .updateTable('content_items')
      .set({ published: 0 })
      .where('kind', 'in', ['lesson_plan', 'product', 'article'])
      .execute();
    await t.database.db.updateTable('gift_catalogue').set({ published: 0 }).execute();
    expect(await ids(t, operator)).toEqual([
      'community_address',
      'booking_page',
      'referral_page',
      'episode_videos',
      'lesson_plans',
      'library',
      'screening_article',
      'products',
      'gifts',
      'game_key',
      'game_sign_in',
    ]);
  });

  test('is for operators only: a parent is refused as for every operator command', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorSetupHandler.listUnconfigured', {}, token), parent);
  });
});
