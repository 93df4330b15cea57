import { invitation as invitationSchema, type Invitation } from '@t1d/contract';

export type InvitationType = Invitation['role'];

export interface InvitationParams {
  data: Invitation | null;
  type: InvitationType;
}

const asType = (raw: string | null): InvitationType => (raw === 'parent' ? 'parent' : 'child');

/**
 * Reads /invitation-display's query (spec section 2): invitationData is URL-encoded JSON and
 * invitationType defaults to child. A parse failure gives null data and type child; so does JSON
 * that is not an invitation, since there would be nothing trustworthy to show.
 */
export function parseInvitationParams(search: string): InvitationParams {
  const params = new URLSearchParams(search);
  const raw = params.get('invitationData');
  if (raw === null) return { data: null, type: 'child' };
  try {
    const parsed = invitationSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return { data: null, type: 'child' };
    return { data: parsed.data, type: asType(params.get('invitationType')) };
  } catch {
    return { data: null, type: 'child' };
  }
}
