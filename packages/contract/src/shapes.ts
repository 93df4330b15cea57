import { z } from 'zod';
import { epochSeconds, id } from './fields.js';

export const authData = z.object({
  user_id: id,
  family_id: id,
  p_code: z.string(),
  token: z.string(),
  /** Only for a partner client that asked with `persistent_token_in_body`; a browser gets the HttpOnly cookie alone. */
  persistent_token: z.string().optional(),
  real_name: z.string().nullable(),
  webapp_version_key: z.string().nullable(),
  email: z.string(),
  hospital: z.string().nullable(),
});
export type AuthData = z.infer<typeof authData>;

export const userProfile = z.object({
  user_id: id,
  family_id: id,
  p_code: z.string(),
  email: z.string(),
  real_name: z.string().nullable(),
  hospital_name: z.string().nullable(),
  campaign_name: z.string().nullable(),
  campaign: z.string().nullable(),
  webapp_version_key: z.string().nullable(),
  location: z.object({ id, name: z.string() }).nullable(),
  role: z.enum(['parent', 'child']),
  is_operator: z.boolean(),
  created_at: epochSeconds,
});
export type UserProfile = z.infer<typeof userProfile>;

export const memberRole = z.enum(['parent', 'child']);
export type MemberRole = z.infer<typeof memberRole>;

export const familyMember = z.object({
  user_id: id,
  login_name: z.string().nullable(),
  real_name: z.string().nullable(),
  /** What to call the member: real name, else login name, else the e-mail's local part. */
  name: z.string(),
  role: memberRole,
  is_child: z.boolean(),
  avatar: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof familyMember>;

export const location = z.object({ id, name: z.string() });
export type Location = z.infer<typeof location>;

/** An invitation brings in a member of either role. */
export const invitationRole = memberRole;

/** What the inviting parent gets back: the code is shown only now (only its hash is stored). */
export const invitation = z.object({
  invite_code: z.string(),
  invitee_email: z.string().nullable(),
  role: invitationRole,
  child_name: z.string().nullable(),
  child_login_name: z.string().nullable(),
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
  invitee_email: z.string().nullable(),
  role: invitationRole,
  child_name: z.string().nullable(),
  status: invitationStatus,
  created_at: epochSeconds,
  expires_at: epochSeconds,
  accepted_at: epochSeconds.nullable(),
  accepted_name: z.string().nullable(),
});
export type InvitationSummary = z.infer<typeof invitationSummary>;
