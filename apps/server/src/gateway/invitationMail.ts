import type { InvitationMail } from '../families/invitations.js';
import type { CallerContext } from './context.js';

/** How a gateway request sends invitations: the server's mailer, in the caller's language. */
export const invitationMail = ({ mailer, config, locale, log }: CallerContext): InvitationMail => ({
  mailer,
  publicUrl: config.publicUrl,
  locale,
  log,
  limits: { perParent: config.rateLimits.invitationsPerParent, perFamily: config.rateLimits.invitationsPerFamily },
});
