import { describe, expect, it, vi } from 'vitest';

/*
 * The server's Content-Security-Policy allows no eval (script-src 'self'): a parser built with
 * `new Function` would be blocked, and the browser would report a violation. The contract's schemas
 * (zod/mini) parse without one; they are loaded afresh here, so none was built before the watch starts.
 */
describe('the contract in the browser', () => {
  it('parses without eval', async () => {
    vi.resetModules();
    const { contactRequestInput, signupInput } = await import('@t1d/contract');
    const evaluate = vi.spyOn(globalThis, 'Function');
    try {
      expect(signupInput.safeParse({ email: 'ann@example.com', password: 'secret1' }).success).toBe(true);
      expect(contactRequestInput.safeParse({ phone: '020 7946 0958', consent: true }).success).toBe(true);
      expect(evaluate).not.toHaveBeenCalled();
    } finally {
      evaluate.mockRestore();
    }
  });
});
