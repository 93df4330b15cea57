import { describe, expect, test } from '../test/fixture.js';
import type { TestApp } from '../test/testApp.js';

function putLocale(t: TestApp, payload: string, contentType = 'application/json') {
  return t.app.inject({ method: 'PUT', url: '/api/locale', headers: { 'content-type': contentType }, payload });
}

describe('PUT /api/locale keeps the language a parent chose as a cookie the server sets', () => {
  test.override({ appOptions: { config: { publicUrl: 'http://localhost:3000' } } });

  test('answers 204 with a cookie the app can read, kept 400 days, on any page of the site', async ({ t }) => {
    const answer = await putLocale(t, JSON.stringify({ locale: 'zh' }));
    expect(answer.statusCode).toBe(204);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^parent_locale=zh;/);
    expect(cookie).toContain('Max-Age=34560000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    // The app reads it back when Safari has cleared the site's own storage.
    expect(cookie).not.toContain('HttpOnly');
    // On a plain-http address a browser would drop a Secure cookie.
    expect(cookie).not.toContain('Secure');
  });

  test('refuses anything but a language the app has, and sets nothing', async ({ t }) => {
    const refused = [
      JSON.stringify({ locale: 'fr' }),
      JSON.stringify({ locale: 'zh', extra: 1 }),
      JSON.stringify({ locale: 'zh\u0000' }),
      JSON.stringify({}),
      JSON.stringify(['zh']),
      'not json',
      JSON.stringify({ locale: 'x'.repeat(5000) }),
    ];
    for (const payload of refused) {
      const answer = await putLocale(t, payload);
      expect([400, 413], payload.slice(0, 40)).toContain(answer.statusCode);
      expect(answer.headers['set-cookie'], payload.slice(0, 40)).toBeUndefined();
    }
    const form = await putLocale(t, 'locale=zh', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(400);
    expect(form.headers['set-cookie']).toBeUndefined();
  });

  test('answers the same request 50 times at once alike', async ({ t }) => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => putLocale(t, JSON.stringify({ locale: 'zh' }))));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([204]));
  });
});

describe('PUT /api/locale behind https', () => {
  test.override({ appOptions: { config: { publicUrl: 'https://families.example.org' } } });

  test('sets a Secure cookie where families reach the app over https', async ({ t }) => {
    const answer = await putLocale(t, JSON.stringify({ locale: 'en' }));
    expect(answer.statusCode).toBe(204);
    expect(String(answer.headers['set-cookie'])).toMatch(/;\s*Secure/);
  });
});
