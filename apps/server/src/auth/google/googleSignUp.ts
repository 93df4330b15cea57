import type * as z from 'zod/mini';
import type { signupInput } from '@t1d/contract';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { Refusal } from '../../domain/refusal.js';
import { signUpParent } from '../../families/parents.js';
import { linkIdentity } from './identities.js';
import { readGoogleTicket, useGoogleTicket } from './googleTickets.js';

/**
 * A new parent from a Google sign-in (docs/protocol.md): the e-mail is the ticket's, never the request's; a
 * password is still set for e-mail sign-in. The ticket is used up and the identity linked in the new
 * account's own transaction, so a failed sign-up (a bad invitation, say) leaves the ticket usable.
 */
export async function signUpWithGoogle(
  db: Db,
  input: z.output<typeof signupInput>,
  defaultTimeZone: string,
  now: number,
): Promise<UserRow> {
  const ticketText = input.google_ticket;
  if (!ticketText) throw new Refusal('google_ticket_invalid');
  const ticket = await readGoogleTicket(db, ticketText, now);
  return signUpParent(db, { ...input, email: ticket.email }, defaultTimeZone, now, async (trx, parent) => {
    await useGoogleTicket(trx, ticketText, now);
    await linkIdentity(trx, parent.id, ticket, now);
  });
}
