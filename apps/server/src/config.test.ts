import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.js';

describe('TRUST_PROXY', () => {
  it('is off when empty or false', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes proxy addresses and networks', () => {
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy(' 10.0.0.5, 172.16.0.0/12 ,loopback, ::1, fd00::/8')).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses true, which would trust every client, and anything that is not an address, with a message that says what to write', () => {
    for (const bad of ['true', '1', '*', 'proxy.internal', '10.0.0.0/33', '10.0.0.5/8/1', ',', '1.2.3']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY must be the reverse proxy's addresses or networks/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/"true" is not accepted: it would trust every client's X-Forwarded-For/);
  });
});

describe('workflow addresses from the environment', () => {
  it('are held to the operator rule: https or a path in the app', () => {
    expect(loadConfig({ BOOKING_URL: 'https://clinic.example/book' }).consultationUrls.book_appointment_paid_url).toBe(
      'https://clinic.example/book',
    );
    expect(() => loadConfig({ DOCTOR_REFERRAL_URL: '//evil.example' })).toThrow(/DOCTOR_REFERRAL_URL must be an https:\/\/ address/);
    expect(() => loadConfig({ LESSON_PLANS_URL: 'http://clinic.example' })).toThrow(/LESSON_PLANS_URL/);
  });
});
