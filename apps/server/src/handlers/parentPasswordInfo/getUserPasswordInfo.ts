import { familyMembers } from '../../db/members.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** Whether a child can sign in with a password; never the password or its hash. */
export const getUserPasswordInfo: Handler<'ParentPasswordInfo.getUserPasswordInfo'> = async (input, { db, caller }) => {
  const child = await familyMembers(db, caller.familyId)
    .select(['id', 'login_name', 'password_updated_at', (eb) => eb('password_hash', 'is not', null).as('has_password')])
    .where('id', '=', input.user_id)
    .where('role', '=', 'child')
    .executeTakeFirst();
  if (!child) throw notFound();
  return {
    user_id: child.id,
    login_name: child.login_name,
    has_password: Boolean(child.has_password),
    password_updated_at: child.password_updated_at,
  };
};
