import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('uses the first and last word', () => {
    expect(initials('Mary Ann Smith')).toBe('MS');
    expect(initials('  sam   lee ')).toBe('SL');
  });

  it('uses two letters of a single word and one character of a Chinese name', () => {
    expect(initials('jordan')).toBe('JO');
    expect(initials('王小明')).toBe('王');
  });

  it('splits login names and e-mail style names', () => {
    expect(initials('kid_alex')).toBe('KA');
    expect(initials('parent.one')).toBe('PO');
  });

  it('has a placeholder for an empty name', () => {
    expect(initials('  ')).toBe('?');
  });
});
