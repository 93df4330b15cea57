import { displayName } from '../../domain/memberName.js';
import { invitationStatus } from '../../domain/invitations.js';
import type { Handler } from '../../gateway/context.js';

export const list_invitations: Handler<'ParentInviteHandler.list_invitations'> = async (input, { db, clock, caller }) => {
  const familyInvitations = db.selectFrom('invitations').where('invitations.family_id', '=', caller.familyId);
  const [rows, { total }] = await Promise.all([
    familyInvitations
      .leftJoin('users', 'users.id', 'invitations.accepted_by')
      .select([
        'invitations.id',
        'invitations.invitee_email',
        'invitations.role',
        'invitations.child_name',
        'invitations.created_at',
        'invitations.expires_at',
        'invitations.accepted_at',
        'invitations.revoked_at',
        'users.real_name',
        'users.login_name',
        'users.email',
      ])
      .orderBy('invitations.created_at', 'desc')
      .orderBy('invitations.id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    familyInvitations.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const now = clock.now();
  return {
    invitations: rows.map((row) => ({
      id: row.id,
      invitee_email: row.invitee_email,
      role: row.role,
      child_name: row.child_name,
      status: invitationStatus(row, now),
      created_at: row.created_at,
      expires_at: row.expires_at,
      accepted_at: row.accepted_at,
      accepted_name: row.accepted_at === null ? null : displayName(row),
    })),
    total: Number(total),
    page: input.page,
    per_page: input.per_page,
  };
};
