import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, fromEpochSeconds, formatMoney } from './format';

describe('formatNumber', () => {
  it('groups thousands in both locales', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh')).toBe('1,234,567');
    expect(formatNumber(999, 'en')).toBe('999');
  });

  it('writes whole numbers as Intl would in each locale, and leaves the rest to Intl', () => {
    const values = [0, 7, -7, 999, 1000, -1000, 12_345, 999_999, 1_000_000, -987_654_321, Number.MAX_SAFE_INTEGER, 1234.5, -0.25];
    for (const [locale, tag] of [
      ['en', 'en-US'],
      ['zh', 'zh-CN'],
    ] as const) {
      for (const value of values) expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(tag).format(value));
    }
  });
});

describe('dates', () => {
  it('reads epoch seconds, not milliseconds', () => {
    expect(fromEpochSeconds(86_400).toISOString()).toBe('1970-01-02T00:00:00.000Z');
  });

  it('formats per locale', () => {
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(formatDate(1_700_000_000, 'en', options)).toBe('November 14, 2023');
    expect(formatDate(1_700_000_000, 'zh', options)).toBe('2023年11月14日');
  });
});

describe('formatMoney', () => {
  it('carries the currency and the thousands separators, cents only when there are some', () => {
    expect(formatMoney(1_000_000, 'USD', 'en')).toBe('$1,000,000');
    expect(formatMoney(2.5, 'USD', 'en')).toBe('$2.50');
    expect(formatMoney(1250, 'CNY', 'zh')).toBe('¥1,250');
    expect(formatMoney(1250, 'USD', 'zh')).toBe('US$1,250');
  });
});
