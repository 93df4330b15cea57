import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { i18n } from '../../shared/i18n/i18n';
import { refusal } from '../../test/gateway';
import { addMemberFailure } from './addMemberErrors';

const fields = ['invitee_email', 'child_name'];

describe('addMemberFailure', () => {
  it('puts the server’s field errors under their fields', () => {
    const error = refusal('validation_failed', { msg: 'x', errors: [{ field: 'child_name', message: 'Child name is required' }] });
    expect(addMemberFailure(error, fields, 'Failed to create invitation')).toEqual({
      fields: { child_name: 'Child name is required' },
      message: null,
    });
  });

  it('puts "already a member" under the e-mail', () => {
    const error = refusal('already_member');
    expect(addMemberFailure(error, fields, 'Failed to create invitation').fields).toEqual({
      invitee_email: 'This person is already a member of your family',
    });
  });

  it('puts "cannot be linked" under the login name', () => {
    const error = refusal('child_not_linkable');
    expect(addMemberFailure(error, ['child_login_name'], 'Failed').fields).toEqual({
      child_login_name: 'No child account with this login name and password can be linked',
    });
  });

  it('says plainly that there were too many attempts', () => {
    expect(addMemberFailure(refusal('too_many_attempts'), ['child_login_name'], 'Failed')).toEqual({
      fields: {},
      message: 'Too many attempts. Please wait and try again.',
    });
  });

  it('says the day’s invitations are used up, in the reader’s language', async () => {
    expect(addMemberFailure(refusal('too_many_invitations'), fields, 'Failed to create invitation')).toEqual({
      fields: {},
      message: 'You have sent as many invitations as allowed in one day. Please try again later.',
    });
    await i18n.changeLanguage('zh');
    try {
      expect(addMemberFailure(refusal('too_many_invitations'), fields, 'Failed').message).toBe(
        '一天内可以发出的邀请已经用完，请稍后再试。',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('falls back to the action’s message, and stays quiet for cancelled calls', () => {
    expect(addMemberFailure(new ApiError({ kind: 'network' }), fields, 'Failed to create invitation').message).toBe(
      'Failed to create invitation',
    );
    expect(addMemberFailure(refusal('internal_error'), fields, 'Failed').message).toBe('Failed');
    expect(addMemberFailure(new ApiError({ kind: 'cancelled' }), fields, 'Failed').message).toBeNull();
  });
});
