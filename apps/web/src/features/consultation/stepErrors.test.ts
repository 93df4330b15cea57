import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { refusal } from '../../test/gateway';
import { stepErrorKey } from './stepErrors';

describe('stepErrorKey', () => {
  it('explains a refused step (409) in the app’s words, a dropped connection, and any other failure by its step', () => {
    expect(
      stepErrorKey(
        'referral',
        refusal('workflow_out_of_order', { msg: 'The doctor referral can start once the appointment is finished.' }),
      ),
    ).toBe('outOfOrder');
    expect(stepErrorKey('book', new ApiError({ kind: 'network', msg: 'offline' }))).toBe('network');
    expect(stepErrorKey('backpack', new ApiError({ kind: 'http', status: 500 }))).toBe('backpack');
  });

  it('stays quiet about cancellations, expiry and no error', () => {
    expect(stepErrorKey('book', new ApiError({ kind: 'cancelled' }))).toBeNull();
    expect(stepErrorKey('book', new ApiError({ kind: 'expired', status: 401 }))).toBeNull();
    expect(stepErrorKey('book', null)).toBeNull();
  });
});
