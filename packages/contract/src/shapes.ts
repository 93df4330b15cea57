import * as z from 'zod/mini';
import { epochSeconds, id } from './fields.js';

export const authData = z.object({
  user_id: id,
  family_id: id,
  p_code: z.string(),
  token: z.string(),
  /** Only for a partner client that asked with `persistent_token_in_body`; a browser gets the HttpOnly cookie alone. */
  persistent_token: z.optional(z.string()),
  real_name: z.nullable(z.string()),
  webapp_version_key: z.nullable(z.string()),
  email: z.string(),
  hospital: z.nullable(z.string()),
});
export type AuthData = z.infer<typeof authData>;

export const userProfile = z.object({
  user_id: id,
  family_id: id,
  p_code: z.string(),
  email: z.string(),
  real_name: z.nullable(z.string()),
  hospital_name: z.nullable(z.string()),
  campaign_name: z.nullable(z.string()),
  campaign: z.nullable(z.string()),
  webapp_version_key: z.nullable(z.string()),
  location: z.nullable(z.object({ id, name: z.string() })),
  role: z.enum(['parent', 'child']),
  is_operator: z.boolean(),
  created_at: epochSeconds,
});
export type UserProfile = z.infer<typeof userProfile>;

export const memberRole = z.enum(['parent', 'child']);
export type MemberRole = z.infer<typeof memberRole>;

export const familyMember = z.object({
  user_id: id,
  login_name: z.nullable(z.string()),
  real_name: z.nullable(z.string()),
  /** What to call the member: real name, else login name, else the e-mail's local part. */
  name: z.string(),
  role: memberRole,
  is_child: z.boolean(),
  avatar: z.nullable(z.string()),
});
export type FamilyMember = z.infer<typeof familyMember>;

export const location = z.object({ id, name: z.string() });
export type Location = z.infer<typeof location>;

/** An invitation brings in a member of either role. */
export const invitationRole = memberRole;

/** What the inviting parent gets back: the code is shown only now (only its hash is stored). */
export const invitation = z.object({
  invite_code: z.string(),
  invitee_email: z.nullable(z.string()),
  role: invitationRole,
  child_name: z.nullable(z.string()),
  child_login_name: z.nullable(z.string()),
  expires_at: epochSeconds,
  /** The link the invitee opens: /signup for a parent, /child-signup for a child. */
  invite_url: z.string(),
  /** True when the invitation went out by e-mail; otherwise the parent shares the link. */
  email_sent: z.boolean(),
});
export type Invitation = z.infer<typeof invitation>;

export const invitationStatus = z.enum(['pending', 'accepted', 'expired', 'revoked']);
export type InvitationStatus = z.infer<typeof invitationStatus>;

export const invitationSummary = z.object({
  id,
  invitee_email: z.nullable(z.string()),
  role: invitationRole,
  child_name: z.nullable(z.string()),
  status: invitationStatus,
  created_at: epochSeconds,
  expires_at: epochSeconds,
  accepted_at: z.nullable(epochSeconds),
  accepted_name: z.nullable(z.string()),
});
export type InvitationSummary = z.infer<typeof invitationSummary>;
