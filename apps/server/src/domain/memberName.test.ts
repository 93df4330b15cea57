import { describe, expect, it } from 'vitest';
import { displayName } from './memberName.js';

describe('displayName', () => {
  it('prefers the trimmed real name', () => {
    expect(displayName({ real_name: '  Mei Chen ', login_name: 'mei7', email: 'm@x.io' })).toBe('Mei Chen');
  });
  it('falls back to the login name, then the e-mail local part', () => {
    expect(displayName({ real_name: '   ', login_name: 'mei7', email: null })).toBe('mei7');
    expect(displayName({ real_name: null, login_name: null, email: 'ann.lee@x.io' })).toBe('ann.lee');
  });
  it('is empty when nothing is known', () => {
    expect(displayName({ real_name: null, login_name: null, email: null })).toBe('');
  });
});
