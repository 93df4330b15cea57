import { describe, expect, it } from 'vitest';
import { changesOf } from './auditChanges';

describe('what a logged write changed', () => {
  it('lists only the fields that differ', () => {
    expect(changesOf({ en: 'Hello!', zh: '您好！', edited: false }, { en: 'Welcome', zh: '您好！', edited: true })).toEqual([
      { field: 'en', before: 'Hello!', after: 'Welcome' },
      { field: 'edited', before: 'false', after: 'true' },
    ]);
  });

  it('lists every field of a creation or a removal, and shortens long values', () => {
    expect(changesOf(null, { name: 'game-1', revoked_at: null })).toEqual([
      { field: 'name', before: '—', after: 'game-1' },
      { field: 'revoked_at', before: '—', after: 'null' },
    ]);
    expect(changesOf({ body: 'x'.repeat(400) }, null)[0]?.before).toHaveLength(301);
  });

  it('treats a list as one value', () => {
    expect(changesOf([1], [1, 2])).toEqual([{ field: '—', before: '[1]', after: '[1,2]' }]);
  });
});
