import { describe, expect, test } from '../../test/fixture.js';

describe('ParentTextHandler.getTextsBySection', () => {
  test("answers one section's texts, and none for an unknown section", async ({ t, parent }) => {
    const home = await t.call('ParentTextHandler.getTextsBySection', { section: 'home' }, parent.token);
    expect(home.status).toBe(200);
    expect(home.body.data.length).toBeGreaterThan(20);
    expect(
      home.body.data.every((text: { section: string; text_key: string }) => text.section === 'home' && text.text_key.startsWith('home.')),
    ).toBe(true);
    const nothing = await t.call('ParentTextHandler.getTextsBySection', { section: 'nowhere' }, parent.token);
    expect(nothing.body).toEqual({ success: true, code: 200, data: [] });
  });

  test('refuses a malformed section with a field message, and answers 401 without a session', async ({ t, parent }) => {
    const bad = await t.call('ParentTextHandler.getTextsBySection', { section: 'home\u0000' }, parent.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('section');
    expect((await t.call('ParentTextHandler.getTextsBySection', { section: 'home' })).status).toBe(401);
  });
});
