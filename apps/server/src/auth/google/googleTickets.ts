import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { Refusal } from '../../domain/refusal.js';
import { hashToken } from '../tokens.js';

export interface GoogleTicket {
  issuer: string;
  subject: string;
  email: string;
}

/** The row of `ticket` while it is live: unused and unexpired (for a read and for using it up alike). */
const liveTicket = (ticket: string, now: number) => (eb: ExpressionBuilder<DatabaseSchema, 'google_sign_ins'>) =>
  eb.and([eb('ticket_hash', '=', hashToken(ticket)), eb('ticket_used_at', 'is', null), eb('ticket_expires_at', '>', now)]);

/** The verified identity a live, unused sign-up ticket stands for; refused otherwise. */
export async function readGoogleTicket(db: Db, ticket: string, now: number): Promise<GoogleTicket> {
  const row = await db
    .selectFrom('google_sign_ins')
    .select(['ticket_issuer', 'ticket_subject', 'ticket_email'])
    .where(liveTicket(ticket, now))
    .executeTakeFirst();
  if (!row?.ticket_issuer || !row.ticket_subject || !row.ticket_email) throw new Refusal('google_ticket_invalid');
  return { issuer: row.ticket_issuer, subject: row.ticket_subject, email: row.ticket_email };
}

/** Uses the ticket up inside the sign-up's transaction: of two sign-ups with one ticket, one wins. */
export async function useGoogleTicket(db: Db, ticket: string, now: number): Promise<void> {
  const used = await db
    .updateTable('google_sign_ins')
    .set({ ticket_used_at: now })
    .where(liveTicket(ticket, now))
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new Refusal('google_ticket_invalid');
}
