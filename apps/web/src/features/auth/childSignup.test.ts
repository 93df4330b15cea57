import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { refusal } from '../../test/gateway';
import { childSignupFailure } from './childSignupErrors';
import { validateChildSignUp } from './validation';

const good = { username: 'Mei.Chen', password: 'secret1', confirm_password: 'secret1', parent_email: 'mum@example.com', location: '' };

describe('child sign-up validation', () => {
  it('accepts a complete form (the username is lower-cased by the rule, not refused)', () => {
    expect(validateChildSignUp(good)).toEqual({});
  });

  it('reports every field in the contract’s words', () => {
    expect(validateChildSignUp({ username: 'ab', password: '123', confirm_password: '', parent_email: '', location: '' })).toEqual({
      username: 'Use 3 to 30 letters, digits, dots, dashes or underscores',
      password: 'Password must be at least 6 characters',
      confirm_password: 'Please confirm your password',
      parent_email: "Parent's email is required",
    });
    expect(validateChildSignUp({ ...good, username: '', parent_email: 'nope' })).toEqual({
      username: 'Login name is required',
      parent_email: 'Please enter a valid email address',
    });
  });
});

describe('childSignupFailure', () => {
  it('puts a taken username and a wrong parent e-mail under their fields', () => {
    expect(childSignupFailure(refusal('login_name_taken'))).toEqual({
      fields: { username: 'This username is already taken. Please choose another one.' },
      message: null,
    });
    const wrongParent = refusal('parent_email_mismatch', {
      errors: [{ field: 'parent_email', message: 'This is not the email of the parent who sent the invitation' }],
    });
    expect(childSignupFailure(wrongParent).fields).toEqual({ parent_email: 'This is not the email of the parent who sent the invitation' });
  });

  it('shows the rest as one message', () => {
    expect(childSignupFailure(refusal('invite_invalid')).message).toBe('Invalid invite code');
    expect(childSignupFailure(new ApiError({ kind: 'network' })).message).toBe('An error occurred during sign up. Please try again.');
    expect(childSignupFailure(new ApiError({ kind: 'cancelled' })).message).toBeNull();
  });
});
