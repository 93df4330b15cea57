import { describe, expect, it } from 'vitest';
import { formatDay, localeFromHeader } from './locale.js';

describe('localeFromHeader', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh', 'zh'],
    ['en-US,en;q=0.9,zh;q=0.8', 'en'],
    ['fr-FR', 'en'],
    [undefined, 'en'],
  ] as const)('reads %s as %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});

describe('formatDay', () => {
  it('writes the day in the reader language', () => {
    const day = Date.UTC(2026, 11, 6, 12) / 1000;
    expect(formatDay(day, 'en')).toContain('2026');
    expect(formatDay(day, 'zh')).toContain('2026年');
  });
});
