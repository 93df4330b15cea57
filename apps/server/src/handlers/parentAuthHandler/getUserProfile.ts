import { fromFlag } from '../../db/flags.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

export const getUserProfile: Handler<'ParentAuthHandler.getUserProfile'> = async (_input, context) => {
  const { db, caller } = context;
  const user = await db
    .selectFrom('users')
    .leftJoin('locations', 'locations.id', 'users.location_id')
    .select([
      'users.id',
      'users.p_code',
      'users.email',
      'users.real_name',
      'users.hospital',
      'users.campaign',
      'users.webapp_version_key',
      'users.role',
      'users.is_operator',
      'users.created_at',
      'locations.id as location_id',
      'locations.name as location_name',
    ])
    .where('users.id', '=', caller.userId)
    .executeTakeFirst();
  if (!user) throw notFound();
  return {
    user_id: user.id,
    family_id: caller.familyId,
    p_code: user.p_code,
    email: user.email ?? '',
    real_name: user.real_name,
    hospital_name: user.hospital,
    campaign_name: user.campaign,
    campaign: user.campaign,
    webapp_version_key: user.webapp_version_key,
    location: user.location_id !== null && user.location_name !== null ? { id: user.location_id, name: user.location_name } : null,
    role: user.role,
    is_operator: fromFlag(user.is_operator),
    created_at: user.created_at,
  };
};
