import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { refusal } from '../../test/gateway';
import { InvalidUserIdError } from '../../shared/session';
import { authErrorMessage, fieldErrorsFromServer, inviteCheckFailure } from './authErrors';

const http = (msg: string, errors: { field: string; message: string }[] = []) => new ApiError({ kind: 'http', status: 400, msg, errors });

describe('authErrorMessage', () => {
  it('maps "already joined a family" on sign-up', () => {
    expect(authErrorMessage(refusal('already_in_family', { msg: 'User has already joined a family' }), 'signup')).toBe(
      'You have already joined a family and cannot join another family. Please contact support if you need to change families.',
    );
  });

  it('shows the server message, else the generic failure', () => {
    expect(authErrorMessage(refusal('invite_invalid'), 'signup')).toBe('Invalid invite code');
    expect(authErrorMessage(http(''), 'signup')).toBe('Sign up failed. Please try again.');
    expect(authErrorMessage(refusal('sign_in_failed'), 'signin')).toBe('Sign in failed. Please try again.');
    expect(authErrorMessage(http(''), 'signin')).toBe('Sign in failed. Please try again.');
  });

  it('uses the exception fallback when there was no answer', () => {
    expect(authErrorMessage(new ApiError({ kind: 'network' }), 'signup')).toBe('An error occurred during sign up. Please try again.');
    expect(authErrorMessage(new Error('boom'), 'signin')).toBe('An error occurred during sign in. Please try again.');
  });

  it('reports an invalid user id, and stays quiet for cancelled or expired calls', () => {
    expect(authErrorMessage(new InvalidUserIdError(), 'signin')).toBe('Invalid user ID received. Please try again.');
    expect(authErrorMessage(new ApiError({ kind: 'cancelled' }), 'signin')).toBeNull();
    expect(authErrorMessage(new ApiError({ kind: 'expired', status: 401 }), 'signin')).toBeNull();
  });
});

describe('fieldErrorsFromServer', () => {
  it('puts server field errors on the form fields', () => {
    const error = http('Please enter a valid email address', [
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'invite_code', message: 'Invalid invite code format' },
    ]);
    expect(fieldErrorsFromServer(error)).toEqual({
      fields: { email: 'Please enter a valid email address', invite_code: 'Invalid invite code format' },
      unmatched: false,
    });
  });

  it('puts "sent to a different e-mail" under the e-mail of an invitation sign-up', () => {
    const text = 'This invitation was sent to a different email address. Sign up with that address, or ask for a new invitation.';
    const error = refusal('invite_for_other_email', { msg: text, errors: [{ field: 'email', message: text }] });
    expect(fieldErrorsFromServer(error)).toEqual({ fields: { email: text }, unmatched: false });
  });

  it('leaves errors without a field, or for unknown fields, to the modal', () => {
    expect(fieldErrorsFromServer(http('Sign in failed. Please try again.')).unmatched).toBe(true);
    expect(fieldErrorsFromServer(http('x', [{ field: 'google_ticket', message: 'x' }])).unmatched).toBe(true);
  });
});

describe('inviteCheckFailure', () => {
  it('a refusal is an invalid code; a failed check is a failed check', () => {
    expect(inviteCheckFailure(refusal('invite_not_found'))).toBe('Invalid invite code');
    expect(inviteCheckFailure(refusal('validation_failed', { msg: 'Invalid invite code format' }))).toBe('Invalid invite code');
    expect(inviteCheckFailure(refusal('internal_error'))).toBe('Failed to validate invite code');
    expect(inviteCheckFailure(refusal('too_many_attempts'))).toBe('Failed to validate invite code');
    expect(inviteCheckFailure(new ApiError({ kind: 'network' }))).toBe('Failed to validate invite code');
    expect(inviteCheckFailure(new ApiError({ kind: 'cancelled' }))).toBeNull();
  });
});
