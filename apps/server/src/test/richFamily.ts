import { notifyParents } from '../notifications/notify.js';
import { gameChild, gameClient, mintSsoToken } from './game.js';
import type { Parent, TestApp } from './testApp.js';

export interface RichFamily {
  parent: Parent;
  coParent: Parent;
  child: { id: number; loginName: string };
  /** Words only this family's rows hold: found anywhere else, they leaked; left after deletion, they were kept. */
  markers: string[];
}

/**
 * A family with something in most tables a family's life fills: two parents, a child the game plays
 * (activity, interactions, a learned skill, a concern, through the game API with idempotency keys),
 * the red flag the concern raised, handled with a note, coins, a pending invitation, a notification
 * naming the child, a chat, a consultation with the contact details the clinic calls back at, a login
 * link and an SSO token. `label` makes its words unique.
 */
export async function richFamily(t: TestApp, parent: Parent, label: string): Promise<RichFamily> {
  const call = (cmd: string, input: Record<string, unknown>, token = parent.token) => t.call(cmd as never, input as never, token);
  const coParent = await t.joinFamilyOf(parent, `${label.toLowerCase()}.co@example.com`);
  await call('ParentFamilyHandler.update_parent_real_name', { parent_id: parent.userId, real_name: `${label} Parentname` });
  const child = await gameChild(t, parent);
  await call('ParentFamilyHandler.update_child_real_name', { child_id: child.id, real_name: `${label} Kidname` });
  const game = await gameClient(t);
  const now = t.clock.now();
  await game.post(
    '/activity',
    {
      events: [
        { event_id: `${label}-played`, child_id: child.id, type: 'played', occurred_at: now - 3600 },
        { event_id: `${label}-chat`, child_id: child.id, type: 'interaction', kind: 'chat_message', count: 3, occurred_at: now - 3600 },
        { event_id: `${label}-skill`, child_id: child.id, type: 'skill_learned', skill: `${label} Skillname`, occurred_at: now - 60 },
        { event_id: `${label}-concern`, child_id: child.id, type: 'concern', reason: `${label} Concernword`, occurred_at: now - 60 },
      ],
    },
    { 'idempotency-key': `${label}-batch` },
  );
  await game.post('/sso/redeem', { token: await mintSsoToken(t, parent) }, { 'idempotency-key': `${label}-sso` });
  await call('ParentCoinsHandler.award_community_entry_coin', {});
  await call('ParentInviteHandler.create_parent', { invitee_email: `${label.toLowerCase()}.invitee@example.com` });
  await call('ParentChat.ask', { question: `What about ${label} Questionword?` });
  const flag = (await call('RedFlagIntervention.getInterventionsForParentAndChildren', {})).body.data[0].id;
  await call('RedFlagIntervention.markHandled', { interventionId: flag, note: `${label} Handlednote` }, coParent.token);
  // The consultation starts with the clinic asked to call back, at details only this family gave.
  const contact = {
    phone: `+1 (555) 01${label.charCodeAt(0)}-${label.length}${label.length}`,
    email: `${label.toLowerCase()}.callback@example.com`,
  };
  await call('DiabetsApprovalForm.requestContact', { ...contact, preferred_time: 'evening', consent: true });
  await call('ParentPasswordInfo.createLoginLink', { child_user_id: child.id });
  await notifyParents(t.database.db, {
    familyId: parent.familyId,
    type: 'family',
    textKey: 'child_joined',
    params: { name: `${label} Newsname` },
    now,
  });
  return {
    parent,
    coParent,
    child: { id: child.id, loginName: child.loginName },
    markers: [
      parent.email,
      coParent.email,
      `${label} Parentname`,
      `${label} Kidname`,
      child.loginName,
      `${label} Skillname`,
      `${label.toLowerCase()}.invitee@example.com`,
      `${label} Questionword`,
      `${label} Newsname`,
      `${label} Concernword`,
      `${label} Handlednote`,
      contact.phone,
      contact.email,
    ],
  };
}

/** The family code (F-…) a family's deletion is confirmed with. */
export const familyCode = async (t: TestApp, familyId: number) =>
  (await t.database.db.selectFrom('families').select('p_code').where('id', '=', familyId).executeTakeFirstOrThrow()).p_code;
