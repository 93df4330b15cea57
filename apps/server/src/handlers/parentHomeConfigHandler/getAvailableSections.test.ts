import { describe, expect, test } from '../../test/fixture.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('ParentHomeConfigHandler.getAvailableSections', () => {
  test('lists the 19 sections in the default order with their conditions and rewordable texts', async ({ t, operator }) => {
    const answer = await t.call('ParentHomeConfigHandler.getAvailableSections', {}, operator.token);
    expect(answer.status).toBe(200);
    const { sections, text_keys } = answer.body.data;
    expect(sections).toHaveLength(19);
    expect(sections[0]).toEqual({
      id: 'top_section',
      default_order: 1,
      condition: null,
      text_keys: ['top_section.encouragement', 'top_section.info'],
    });
    expect(sections[11]).toMatchObject({ id: 'family_goals', default_order: 12, condition: 'dev_only' });
    expect(sections[16]).toMatchObject({ id: 'fitness_challenge', condition: 'fitness_entry' });
    expect(sections[18]).toEqual({
      id: 'install_app',
      default_order: 19,
      condition: null,
      text_keys: ['install_app.title', 'install_app.info'],
    });
    expect(text_keys).toHaveLength(39);
    expect(text_keys[0]).toBe('loading');
  });

  test('is for operators only', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('ParentHomeConfigHandler.getAvailableSections', {}, token), parent);
  });
});
