import { describe, expect, test } from 'vitest';
import { securityHeaders } from './securityHeaders.js';

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
