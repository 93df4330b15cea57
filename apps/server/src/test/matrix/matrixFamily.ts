import { createHash } from 'node:crypto';
import { issueToken } from '../../auth/sessions.js';
import { notifyParents } from '../../notifications/notify.js';
import { raiseRedFlag } from '../../redFlags/raise.js';
import { addEpisodeVideos } from '../library.js';
import { familyCode } from '../richFamily.js';
import type { Parent, TestApp } from '../testApp.js';

/**
 * Family A of the authorization matrix: one of everything a parent's command can name (a child, an
 * invitation, a task instance, a goal, a notification, a red flag, a consultation with its contact details, a gift sent), and the
 * words that must never reach anyone outside it.
 */
export interface MatrixFamily {
  parent: Parent;
  /** The family code (F-…), which a deletion is confirmed with. */
  familyCode: string;
  childId: number;
  childLoginName: string;
  /** A second parent of A, whom A's own parent may remove. */
  partnerId: number;
  invitationId: number;
  taskInstanceId: number;
  goalId: number;
  fitnessGoalId: number;
  notificationId: number;
  redFlagId: number;
  productId: number;
  episodeId: number;
  articleSlug: string;
  giftId: number;
  /** What is A's alone: found in any answer to someone else, it is a leak. */
  markers: string[];
}

export const childRealName = 'Quokka Matrixchild';
const notificationName = 'Wombat Matrixnews';
/** How the clinic may reach family A: its consultation starts with this request (ADR 0039). */
const contactPhone = '+86 (21) 5550-4471';
const contactEmail = 'numbat.matrixcontact@example.com';

const ok = (answer: { status: number; raw: string }, what: string) => {
  if (answer.status !== 200) throw new Error(`matrix family: ${what} failed: ${answer.raw}`);
  return answer as { status: number; raw: string; body: Record<string, any> };
};

export async function matrixFamily(t: TestApp, parent: Parent): Promise<MatrixFamily> {
  const call = (cmd: string, input: Record<string, unknown>) => t.call(cmd as never, input as never, parent.token);
  const child = ok(await call('ParentInviteHandler.create_child', { child_name: childRealName }), 'a child').body.data;
  ok(await call('ParentInviteHandler.create_parent', { invitee_email: `pending.${parent.userId}@example.com` }), 'an invitation');
  const invitations = ok(await call('ParentInviteHandler.list_invitations', {}), 'the invitations').body.data.invitations;
  const partner = await t.joinFamilyOf(parent);
  const tasks = ok(await call('GmsInfluenceApi.getParentTasks', { parent_code: parent.pCode }), 'the tasks').body.data.list;
  const goals = ok(await call('FamilyGoalsApi.list', {}), 'the goals').body.data.list;
  const categories = ok(await call('FitnessGoalApi.getCategories', {}), 'the fitness categories').body.data;
  const fitnessGoals = ok(await call('FitnessGoalApi.getUserGoals', { type: categories[0].id }), 'the fitness goals').body.data;
  const products = ok(await call('TrustedProductApi.getActiveProducts', {}), 'the products').body.data;
  // The series is the episodes with a video: the deployment of the matrix has them.
  await addEpisodeVideos(t);
  const episodes = ok(await call('ContentApi.list', { kind: 'episode' }), 'the episodes').body.data.list;
  const articles = ok(await call('ContentApi.list', { kind: 'article' }), 'the articles').body.data.list;
  ok(await call('DiabetsApprovalForm.requestContact', { phone: contactPhone, email: contactEmail, consent: true }), 'a consultation');
  await notifyParents(t.database.db, {
    familyId: parent.familyId,
    type: 'family',
    textKey: 'child_joined',
    params: { name: notificationName },
    now: t.clock.now(),
  });
  const notification = await t.database.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', parent.userId)
    .executeTakeFirstOrThrow();
  const redFlagId = await raiseRedFlag(t.database.db, {
    childId: child.user_id,
    rule: 'activity_drop',
    periodKey: '2026-11-01',
    textKey: 'activity_drop',
    params: { last_played: '2026-11-01', active_days: 5 },
    now: t.clock.now(),
  });
  const code = await familyCode(t, parent.familyId);
  return {
    parent,
    familyCode: code,
    childId: child.user_id,
    childLoginName: child.login_name,
    partnerId: partner.userId,
    invitationId: invitations[0].id,
    taskInstanceId: tasks[0].id,
    goalId: goals[0].id,
    fitnessGoalId: fitnessGoals[0].id,
    notificationId: notification.id,
    redFlagId: redFlagId!,
    productId: products[0].id,
    episodeId: episodes[0].id,
    articleSlug: articles[0].slug,
    giftId: 0,
    markers: [
      childRealName,
      notificationName,
      contactPhone,
      contactEmail,
      child.login_name,
      parent.email,
      parent.pCode,
      code,
      parent.token,
    ],
  };
}

/** Tokens of A's parent that no longer open anything: one past its expiry, one revoked (signed out). */
export async function deadTokens(t: TestApp, parent: Parent): Promise<{ expired: string; revoked: string }> {
  const expired = await issueToken(t.database.db, t.clock, t.config, parent.userId, 'session');
  const revoked = await issueToken(t.database.db, t.clock, t.config, parent.userId, 'session');
  const now = t.clock.now();
  await t.database.db
    .updateTable('auth_tokens')
    .set({ expires_at: now - 1 })
    .where('id', '=', expired.id)
    .execute();
  await t.database.db
    .updateTable('auth_tokens')
    .set({ revoked_at: now - 1 })
    .where('id', '=', revoked.id)
    .execute();
  return { expired: expired.token, revoked: revoked.token };
}

/** A token that was never issued, shaped like the real ones. */
export const badToken = createHash('sha256').update('never issued').digest('base64url');
