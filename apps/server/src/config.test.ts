import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config.js';
import { startWarnings } from './startWarnings.js';

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

describe('what families are charged and shown', () => {
  it('defaults to a free consultation in US dollars', () => {
    expect(loadConfig({})).toMatchObject({ currency: 'USD', consultationPrice: 0 });
  });

  it('takes a currency code and a price with at most two decimals', () => {
    expect(loadConfig({ CURRENCY: 'cny', CONSULTATION_PRICE: '150.50' })).toMatchObject({ currency: 'CNY', consultationPrice: 150.5 });
    for (const CURRENCY of ['XXXX', 'ZZZ', '¥']) expect(() => loadConfig({ CURRENCY })).toThrow(ConfigError);
    for (const CONSULTATION_PRICE of ['-1', '1.234', 'free', '1e3', '99999999'])
      expect(() => loadConfig({ CONSULTATION_PRICE })).toThrow(ConfigError);
  });
});

describe('the addresses links lead to', () => {
  it("leaves the game's sign-in page unset until GAME_LOGIN_URL names an http(s) address", () => {
    expect(loadConfig({}).gameLoginUrl).toBeNull();
    expect(loadConfig({ GAME_LOGIN_URL: 'https://play.example.org/login' }).gameLoginUrl).toBe('https://play.example.org/login');
    expect(() => loadConfig({ GAME_LOGIN_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('warns at a production start while PUBLIC_URL or GAME_LOGIN_URL is unset', () => {
    const production = { NODE_ENV: 'production' };
    expect(startWarnings(loadConfig(production), production)).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set: .*http:\/\/localhost:3000/),
      expect.stringMatching(/^GAME_LOGIN_URL is not set/),
    ]);
    const set = { ...production, PUBLIC_URL: 'https://families.example.org', GAME_LOGIN_URL: 'https://play.example.org/login' };
    expect(startWarnings(loadConfig(set), set)).toEqual([]);
    expect(startWarnings(loadConfig({}), {})).toEqual([]);
  });

  it('warns, in any mode, of a plain-http PUBLIC_URL other devices open, and names the README section', () => {
    for (const lan of ['http://192.168.1.20:3000', 'http://families.example-hospital.org']) {
      const env = { PUBLIC_URL: lan };
      expect(startWarnings(loadConfig(env), env), lan).toEqual([
        `PUBLIC_URL is plain http (${lan}): install, push and the service worker need a secure origin: put the app behind HTTPS, README 'Putting it on the hospital's network'.`,
      ]);
    }
    for (const fine of ['https://families.example-hospital.org', 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const env = { PUBLIC_URL: fine };
      expect(startWarnings(loadConfig(env), env), fine).toEqual([]);
    }
  });
});

describe('the AI chat model', () => {
  it('is off without LLM_BASE_URL and LLM_MODEL, and on with both', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen2.5:7b-instruct' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: '',
      model: 'qwen2.5:7b-instruct',
      timeoutMs: 20_000,
    });
  });

  it('refuses one without the other, and an address that is not http(s)', () => {
    expect(() => loadConfig({ LLM_MODEL: 'tiny' })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/both LLM_BASE_URL and LLM_MODEL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'tiny' })).toThrow(/LLM_BASE_URL must be an http\(s\):\/\/ address/);
  });
});

describe('the numbers families call', () => {
  it('default to 112 for emergencies and no care-team phone', () => {
    expect(loadConfig({})).toMatchObject({ emergencyNumber: '112', careTeamPhone: null });
  });

  it('take a deployment’s own numbers, as people write them', () => {
    expect(loadConfig({ EMERGENCY_NUMBER: ' 120 ', CARE_TEAM_PHONE: '+44 (20) 7946-0000' })).toMatchObject({
      emergencyNumber: '120',
      careTeamPhone: '+44 (20) 7946-0000',
    });
  });

  it('refuse anything that is not a phone number, naming the variable', () => {
    for (const EMERGENCY_NUMBER of ['9', 'call 911', '112;', '   ', '+-()', '1'.repeat(31)])
      expect(() => loadConfig({ EMERGENCY_NUMBER }), EMERGENCY_NUMBER).toThrow(/EMERGENCY_NUMBER must be a phone number/);
    expect(() => loadConfig({ CARE_TEAM_PHONE: 'tel:+4420' })).toThrow(/CARE_TEAM_PHONE must be a phone number/);
  });
});
