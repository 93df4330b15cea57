import { describe, expect, test } from '../../test/fixture.js';

describe('ParentTextHandler.getTextsBySectionUnauthenticated', () => {
  test('answers the sign-up page texts to anyone', async ({ t }) => {
    const answer = await t.call('ParentTextHandler.getTextsBySectionUnauthenticated', { section: 'signup' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(20);
    expect(answer.body.data.every((text: { section: string }) => text.section === 'signup')).toBe(true);
  });

  test('opens no other section', async ({ t }) => {
    const answer = await t.post({ cmd: 'ParentTextHandler.getTextsBySectionUnauthenticated', section: 'home' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'section', message: 'Only the signup section can be read without signing in' }]);
  });
});
