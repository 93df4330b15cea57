import { describe, expect, it } from 'vitest';
import './zodWithoutEval';
import { config } from 'zod/v4/core';

describe('zod without eval', () => {
  it('is what zod’s own settings say', () => {
    expect(config().jitless).toBe(true);
  });
});
