import { createGameKey, GameKeyNameTakenError, gameKeyByName } from '../../auth/gameKeys.js';
import type { Handler } from '../../gateway/context.js';
import { Refusal } from '../../domain/refusal.js';

/** The key is in this answer and nowhere else: only its hash is stored, and the audit log leaves it out. */
export const create: Handler<'OperatorGameKeyHandler.create'> = async (input, { db, clock }) => {
  try {
    const key = await createGameKey(db, input.name, clock.now());
    return { ...(await gameKeyByName(db, input.name))!, key };
  } catch (error) {
    if (error instanceof GameKeyNameTakenError) throw new Refusal('game_key_name_taken');
    throw error;
  }
};
