import { randomInt } from 'node:crypto';
import { limits } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { randomLoginSuffix, suggestLoginName } from './loginName.js';

describe('suggestLoginName', () => {
  it.each([
    ['Mei Chen', 'k7m2qx', 'meichen-k7m2qx'],
    ['  Zoë  ', 'aaaaaa', 'zoe-aaaaaa'],
    ['小明', 'k7m2qx', 'kid-k7m2qx'],
    ['A', '99zz99', 'kid-99zz99'],
    ['Alexandria Bartholomew-Smythe', 'bbbbbb', 'alexandriabartholome-bbbbbb'],
  ])('%s → %s', (name, suffix, expected) => {
    expect(suggestLoginName(name, suffix)).toBe(expected);
  });

  it('always fits the login-name rule the game uses', () => {
    for (const name of ['Mei Chen', '小明', 'O', "D'Arcy", 'x'.repeat(80)]) {
      expect(suggestLoginName(name, randomLoginSuffix(randomInt))).toMatch(limits.loginNamePattern);
    }
  });
});

describe('randomLoginSuffix', () => {
  it('draws six unambiguous characters', () => {
    expect(randomLoginSuffix(() => 0)).toBe('aaaaaa');
    expect(randomLoginSuffix((n) => n - 1)).toBe('999999');
    for (let i = 0; i < 1000; i += 1) expect(randomLoginSuffix(randomInt)).toMatch(/^[a-hjkmnp-z2-9]{6}$/);
  });

  it('gives 20,000 children named in Chinese practically all different names (the server retries the rare repeat)', () => {
    // 31^6 suffixes: about 0.2 repeats are expected among 20,000 draws; ten would mean a broken source.
    const names = new Set(Array.from({ length: 20_000 }, () => suggestLoginName('小明', randomLoginSuffix(randomInt))));
    expect(names.size).toBeGreaterThan(20_000 - 10);
  });
});
