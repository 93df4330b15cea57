import type { Services } from '../services.js';
import type { InvitationMail } from './invitations.js';

/** How a request sends invitations: the server's mailer and limits, in the inviter's language. */
export const invitationMail = ({
  mailer,
  config,
  locale,
  log,
}: Pick<Services, 'mailer' | 'config'> & Pick<InvitationMail, 'locale' | 'log'>): InvitationMail => ({
  mailer,
  publicUrl: config.publicUrl,
  locale,
  log,
  limits: { perParent: config.rateLimits.invitationsPerParent, perFamily: config.rateLimits.invitationsPerFamily },
});
