import { z } from 'zod';
import { epochSeconds, id } from './fields.js';

export const authData = z.object({
  user_id: id,
  family_id: id,
  p_code: z.string(),
  token: z.string(),
  persistent_token: z.string(),
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
