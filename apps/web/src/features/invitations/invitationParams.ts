import { invitation as invitationSchema, type Invitation } from '@t1d/contract';
import { paths } from '../../shared/paths';
import { isLoopbackHost } from '../../shared/ui/share/loopbackLink';
import { parseUrl } from '../../shared/parseUrl';

type InvitationType = Invitation['role'];

interface InvitationParams {
  data: Invitation | null;
  type: InvitationType;
  /** The query held an invitation whose link leads outside this app: none of it is shown. */
  foreign: boolean;
}

const asType = (raw: string | null): InvitationType => (raw === 'parent' ? 'parent' : 'child');

const broken: InvitationParams = { data: null, type: 'child', foreign: false };

/**
 * Reads /invitation-display's query: invitationData is URL-encoded JSON and
 * invitationType defaults to child. A parse failure gives null data and type child; so does JSON
 * that is not an invitation, since there would be nothing trustworthy to show. The query is anyone's
 * to write, so an invitation whose link is not one this app makes (`origin` is the page's own) is
 * not shown either: the page would show another site's address and QR code under this app's name.
 */
export function parseInvitationParams(search: string, origin: string): InvitationParams {
  const params = new URLSearchParams(search);
  const raw = params.get('invitationData');
  if (raw === null) return broken;
  try {
    const parsed = invitationSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return broken;
    const type = asType(params.get('invitationType'));
    if (!isOwnInviteUrl(parsed.data, origin)) return { data: null, type, foreign: true };
    return { data: parsed.data, type, foreign: false };
  } catch {
    return broken;
  }
}

/**
 * Is this the link the server makes for the invitation (apps/server/src/families/invitations.ts)? It
 * builds it on PUBLIC_URL, the origin the app is served from: the sign-up page for the invitation's
 * role, with its code (and, for a parent, the e-mail), written as the URL parser writes it back. A
 * server left on its default PUBLIC_URL (http://localhost) builds it on a loopback origin while the
 * parent opens the app on another address: that link is the app's own, and leads to no other site,
 * so it is shown with a word on why other phones cannot open it (shared/ui/share/LinkShare.tsx).
 */
function isOwnInviteUrl(invitation: Invitation, origin: string): boolean {
  const url = parseUrl(invitation.invite_url);
  if (!url) return false;
  const page = invitation.role === 'child' ? paths.childSignup.pattern : paths.signup.pattern;
  const keys = invitation.role === 'child' ? ['invite_code'] : ['invite_code', 'email'];
  return (
    url.href === invitation.invite_url &&
    (url.origin === origin || isLoopbackHost(url.hostname)) &&
    !url.username &&
    !url.password &&
    url.pathname === page &&
    url.hash === '' &&
    url.searchParams.get('invite_code') === invitation.invite_code &&
    [...url.searchParams.keys()].every((key) => keys.includes(key))
  );
}
