import { describe, expect, it } from 'vitest';
import { changesOf } from './auditChanges';

const time = (epochSeconds: number) => `at ${epochSeconds}`;

describe('what a logged write changed', () => {
  it('lists only the fields that differ', () => {
    expect(changesOf({ en: 'Hello!', zh: '您好！', edited: false }, { en: 'Welcome', zh: '您好！', edited: true }, time)).toEqual([
      { field: 'en', before: 'Hello!', after: 'Welcome' },
      { field: 'edited', before: 'false', after: 'true' },
    ]);
  });

  it('lists every field of a creation or a removal, and shortens long values', () => {
    expect(changesOf(null, { name: 'game-1', revoked_at: null }, time)).toEqual([
      { field: 'name', before: '—', after: 'game-1' },
      { field: 'revoked_at', before: '—', after: 'null' },
    ]);
    expect(changesOf({ body: 'x'.repeat(400) }, null, time)[0]?.before).toHaveLength(301);
  });

  it("shows a time field's epoch seconds as a time, and other numbers as they are", () => {
    expect(changesOf({ revoked_at: null, at: 5, count: 1_800_000_000 }, { revoked_at: 1_800_000_000, at: 6, count: 2 }, time)).toEqual([
      { field: 'revoked_at', before: 'null', after: 'at 1800000000' },
      { field: 'at', before: 'at 5', after: 'at 6' },
      { field: 'count', before: '1800000000', after: '2' },
    ]);
  });

  it('treats a list as one value', () => {
    expect(changesOf([1], [1, 2], time)).toEqual([{ field: '—', before: '[1]', after: '[1,2]' }]);
  });
});
