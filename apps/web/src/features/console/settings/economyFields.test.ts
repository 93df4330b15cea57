import { economySettings } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { economyFields, parseEconomyValue } from './economyFields';

describe("the console's economy fields", () => {
  it('are every setting, and accept exactly what the contract accepts at each range edge', () => {
    expect(economyFields.map((field) => field.name).sort()).toEqual(Object.keys(economySettings.shape).sort());
    for (const field of economyFields) {
      const schema = economySettings.shape[field.name];
      for (const value of [field.min, field.min - 1, Math.min(field.max, 1_000_000), field.max + 1, 2.5]) {
        if (!Number.isSafeInteger(Math.trunc(value)) || value < 0) continue;
        expect({ field: field.name, value, ok: parseEconomyValue(field, String(value)) !== null }).toEqual({
          field: field.name,
          value,
          ok: schema.safeParse(value).success,
        });
      }
    }
  });

  it('refuses what is not a plain number', () => {
    const coins = economyFields[0];
    for (const typed of ['', '-1', '1e3', 'ten', '5 coins']) expect(parseEconomyValue(coins, typed)).toBeNull();
    expect(parseEconomyValue(coins, ' 25 ')).toBe(25);
  });
});
