import type { InvitationStatus } from '@t1d/contract';

export const invitationLifetimeSeconds = 14 * 24 * 3600;

/** Where an invitation stands at `now`; a revoked or used one never becomes pending again. */
export function invitationStatus(
  invitation: { revoked_at: number | null; accepted_at: number | null; expires_at: number },
  now: number,
): InvitationStatus {
  if (invitation.accepted_at !== null) return 'accepted';
  if (invitation.revoked_at !== null) return 'revoked';
  if (invitation.expires_at <= now) return 'expired';
  return 'pending';
}
