import { describe, expect, it } from 'vitest';
import { signinInput, signupInput } from './commands/parentAuthHandler.js';

describe('sign-up and sign-in fields', () => {
  it('trims and lower-cases the e-mail', () => {
    const parsed = signupInput.parse({ email: '  Ann.Lee@Example.ORG ', password: 'secret1' });
    expect(parsed.email).toBe('ann.lee@example.org');
  });

  it('leaves the password exactly as typed, spaces included', () => {
    expect(signinInput.parse({ email: 'a@b.co', password: ' pass ' }).password).toBe(' pass ');
  });

  it('accepts invite codes of the protocol pattern only', () => {
    expect(signupInput.safeParse({ email: 'a@b.co', password: 'secret1', invite_code: 'inv_Ab_9' }).success).toBe(true);
    expect(signupInput.safeParse({ email: 'a@b.co', password: 'secret1', invite_code: 'inv_' }).success).toBe(false);
    expect(signupInput.safeParse({ email: 'a@b.co', password: 'secret1', invite_code: 'INV_abc' }).success).toBe(false);
  });
});
