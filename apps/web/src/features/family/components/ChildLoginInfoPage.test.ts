import { describe, expect, it } from 'vitest';
import { parseChildId } from './ChildLoginInfoPage';

describe('parseChildId', () => {
  it('accepts whole positive numbers only', () => {
    expect(parseChildId('42')).toBe(42);
    for (const raw of [undefined, '', '0', '-1', '4.2', '1e3', 'abc', '007', '12345678901234567']) expect(parseChildId(raw)).toBeNull();
  });
});
