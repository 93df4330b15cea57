import { gameKeyByName, revokeGameKey } from '../../auth/gameKeys.js';
import type { Handler } from '../../gateway/context.js';
import { notFound } from '../../domain/refusal.js';

/** Revokes a live key; an unknown or already revoked name answers 404. */
export const revoke: Handler<'OperatorGameKeyHandler.revoke'> = async (input, { db, clock }) => {
  if (!(await revokeGameKey(db, input.name, clock.now()))) throw notFound();
  return (await gameKeyByName(db, input.name))!;
};
