import { limits } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { suggestLoginName } from './loginName.js';

describe('suggestLoginName', () => {
  it.each([
    ['Mei Chen', 4821, 'meichen-4821'],
    ['  Zoë  ', 7, 'zoe-0007'],
    ['小明', 1234, 'kid-1234'],
    ['A', 99, 'kid-0099'],
    ['Alexandria Bartholomew-Smythe', 5, 'alexandriabartholome-0005'],
  ])('%s → %s', (name, digits, expected) => {
    expect(suggestLoginName(name, digits)).toBe(expected);
  });

  it('always fits the login-name rule the game uses', () => {
    for (const name of ['Mei Chen', '小明', 'O', "D'Arcy", 'x'.repeat(80)]) {
      expect(suggestLoginName(name, 1)).toMatch(limits.loginNamePattern);
    }
  });
});
