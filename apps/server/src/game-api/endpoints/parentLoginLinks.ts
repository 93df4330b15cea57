import { appendGameKeyAudit } from '../../audit/auditLog.js';
import { createParentLoginLink } from '../../auth/oneTimeTokens.js';
import { notFound } from '../../domain/refusal.js';
import { parentKnownToGame } from '../../integration/knownToGame.js';
import type { GameHandler } from '../types.js';
import { inTransaction } from '../../db/transactions.js';

/**
 * A one-time link that opens the parent app signed in as this parent, through /token-handler: only
 * for a parent the game knows (integration/knownToGame.ts), and written to the audit log with the key's
 * name in the same transaction, so every link a key made can be traced.
 */
export const parentLoginLinks: GameHandler<'parentLoginLinks'> = ({ body }, { db, clock, config, key }) =>
  inTransaction(db, async (trx) => {
    const parent = await parentKnownToGame(trx, body.parent_id);
    if (!parent) throw notFound();
    const now = clock.now();
    const link = await createParentLoginLink(trx, parent.id, config.publicUrl, now);
    await appendGameKeyAudit(trx, key.name, {
      at: now,
      cmd: 'game.parentLoginLinks',
      target: `user ${parent.id}`,
      before: null,
      after: { expires_at: link.expires_at },
    });
    return link;
  });
