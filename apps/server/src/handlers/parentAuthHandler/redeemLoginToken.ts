import { redeemOneTimeToken } from '../../auth/oneTimeTokens.js';
import { Refusal } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';
import { signIn } from '../../auth/signIn.js';

/** A parent opens a one-time login link from the game: the link is used up and the parent signed in. */
export const redeemLoginToken: Handler<'ParentAuthHandler.redeemLoginToken'> = async (input, context) => {
  const { userId } = await redeemOneTimeToken(context.db, input.token, 'parent_login', context.clock.now());
  const user = await context.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('role', '=', 'parent')
    .where('family_id', 'is not', null)
    // Operators never sign in through a link (docs/protocol.md, parent login links): a link made for one before this rule is void.
    .where('is_operator', '=', 0)
    .executeTakeFirst();
  if (!user) throw new Refusal('invalid_or_expired_token');
  return signIn(context, user);
};
