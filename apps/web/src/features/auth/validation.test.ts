import { describe, expect, it } from 'vitest';
import type { SignUpValues } from './authForms';
import { validateSignIn, validateSignUp } from './validation';

const valid: SignUpValues = {
  email: 'parent@example.com',
  password: 'secret1',
  confirm_password: 'secret1',
  invite_code: '',
  campaign: '',
  hospital: '',
  location: '',
};
const signUp = (changes: Partial<SignUpValues>) => validateSignUp({ ...valid, ...changes });

describe('sign-up validation', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(signUp({ invite_code: 'inv_Abc_123', campaign: 'ab', hospital: 'St' })).toEqual({});
  });

  it('email: required, then valid', () => {
    expect(signUp({ email: '' }).email).toBe('Email is required');
    expect(signUp({ email: '   ' }).email).toBe('Email is required');
    expect(signUp({ email: 'parent@' }).email).toBe('Please enter a valid email address');
    expect(signUp({ email: 'parent example.com' }).email).toBe('Please enter a valid email address');
  });

  it('password: required, then at least 6 characters', () => {
    expect(signUp({ password: '', confirm_password: '' }).password).toBe('Password is required');
    expect(signUp({ password: '12345', confirm_password: '12345' }).password).toBe('Password must be at least 6 characters');
    expect(signUp({ password: '123456', confirm_password: '123456' }).password).toBeUndefined();
  });

  it('confirm password: required, then equal to the password', () => {
    expect(signUp({ confirm_password: '' }).confirm_password).toBe('Please confirm your password');
    expect(signUp({ confirm_password: 'secret2' }).confirm_password).toBe('Passwords do not match');
  });

  it('campaign and hospital: at least 2 characters when filled', () => {
    expect(signUp({ campaign: 'a' }).campaign).toBe('Campaign name is too short');
    expect(signUp({ hospital: 'b' }).hospital).toBe('Hospital name is too short');
    expect(signUp({ campaign: '', hospital: '' })).toEqual({});
  });

  it('invite code: must start with inv_ when filled', () => {
    expect(signUp({ invite_code: 'abc' }).invite_code).toBe('Invalid invite code format');
    expect(signUp({ invite_code: 'inv_' }).invite_code).toBe('Invalid invite code format');
  });

  it('reports every field at once', () => {
    expect(Object.keys(validateSignUp({ ...valid, email: '', password: '', confirm_password: '' }))).toEqual([
      'email',
      'password',
      'confirm_password',
    ]);
  });
});

describe('sign-in validation', () => {
  it('needs a valid e-mail and a password, of any length', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateSignIn({ email: 'nope', password: 'x' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});
