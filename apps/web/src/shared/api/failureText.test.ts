import { describe, expect, it } from 'vitest';
import { refusal } from '../../test/gateway';
import { ApiError } from './errors';
import { failureText } from './failureText';

const fallback = 'Could not save. Please try again.';

describe('the words for a failed command', () => {
  it('gives a refusal with a reason its own text', () => {
    expect(failureText(refusal('operator_required'), fallback)).toBe('Operator role required');
  });

  it('gives an invalid field its own message, not "Invalid request"', () => {
    const invalid = new ApiError({ kind: 'http', status: 400, msg: 'Email is required', reason: 'validation_failed' });
    expect(failureText(invalid, fallback)).toBe('Email is required');
  });

  it('falls back without an answer, or with a refusal that gives no reason', () => {
    expect(failureText(new ApiError({ kind: 'network' }), fallback)).toBe(fallback);
    expect(failureText(new ApiError({ kind: 'http', status: 500, msg: 'Internal error' }), fallback)).toBe(fallback);
    expect(failureText(new Error('boom'), fallback)).toBe(fallback);
  });

  it('says nothing without a failure, for a request we cancelled, or for an expiry', () => {
    expect(failureText(null, fallback)).toBeNull();
    expect(failureText(new ApiError({ kind: 'cancelled' }), fallback)).toBeNull();
    expect(failureText(new ApiError({ kind: 'expired', status: 401 }), fallback)).toBeNull();
  });
});
