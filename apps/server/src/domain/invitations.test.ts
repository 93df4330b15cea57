import { describe, expect, it } from 'vitest';
import { invitationStatus } from './invitations.js';

describe('invitationStatus', () => {
  const open = { revoked_at: null, accepted_at: null, expires_at: 1000 };
  it('is pending until the expiry second, expired from it', () => {
    expect(invitationStatus(open, 999)).toBe('pending');
    expect(invitationStatus(open, 1000)).toBe('expired');
  });
  it('stays accepted or revoked whatever the time', () => {
    expect(invitationStatus({ ...open, accepted_at: 10 }, 5000)).toBe('accepted');
    expect(invitationStatus({ ...open, revoked_at: 10 }, 5000)).toBe('revoked');
  });
});
