import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { jsonAnswers, securityHeaders, sendSecurityHeaders } from './securityHeaders.js';

describe('securityHeaders', () => {
  test('works out helmet’s headers once, from the options alone', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], upgradeInsecureRequests: null } },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  test('fails at start, not per request, on options helmet refuses', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } } })).toThrow();
  });
});

describe('sendSecurityHeaders', () => {
  test('every page turns off the browser features the app never uses; JSON, where nothing runs, stays small', async () => {
    const app = Fastify();
    sendSecurityHeaders(app, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    app.get('/page', () => 'page');
    app.get('/json', jsonAnswers, () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/json' })).headers['permissions-policy']).toBeUndefined();
    for (const url of ['/page', '/missing']) {
      const policy = String((await app.inject({ method: 'GET', url })).headers['permissions-policy']);
      const features = Object.fromEntries(policy.split(', ').map((item) => item.split('=') as [string, string]));
      for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi']) {
        expect([url, off, features[off]]).toEqual([url, off, '()']);
      }
      for (const off of ['magnetometer', 'gyroscope', 'accelerometer', 'display-capture', 'browsing-topics']) {
        expect([url, off, features[off]]).toEqual([url, off, '()']);
      }
      // The intro video may go full screen; the share buttons copy and share links.
      expect(features.fullscreen).toBe('(self)');
      expect(features).not.toHaveProperty('clipboard-write');
      expect(features).not.toHaveProperty('web-share');
    }
  });
});
