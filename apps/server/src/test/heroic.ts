import type { Parent, TestApp } from './testApp.js';

/** A heroic act as the game sends it (docs/protocol.md), for `childId`, now unless said. */
export function heroicAct(t: TestApp, childId: number, event_id: string, tokens: number, extra: Record<string, unknown> = {}) {
  return {
    event_id,
    child_id: childId,
    type: 'heroic_act',
    tokens,
    reason: 'Helped a friend through a low in the game',
    occurred_at: t.clock.now(),
    ...extra,
  };
}

/** The family's token ledger as stored, oldest first. */
export const tokenLedgerOf = (t: TestApp, familyId: number) =>
  t.database.db
    .selectFrom('token_ledger')
    .select(['amount', 'reason', 'reason_zh', 'reason_key'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();

/** The parent's token balance with its history, in `language`. */
export const tokenBalanceOf = async (t: TestApp, parent: Parent, language = 'en') =>
  (await t.call('ParentTokensHandler.get_balance', { show_token_history: true }, parent.token, { 'accept-language': language })).body.data;

/** The parent's token notifications, in `language`. */
export const tokenNoticesOf = async (t: TestApp, parent: Parent, language = 'en') =>
  (await t.call('ParentNotification.list', { messageType: 'tokens' }, parent.token, { 'accept-language': language })).body.data.data;
