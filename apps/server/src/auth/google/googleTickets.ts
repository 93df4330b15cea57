import type { Db } from '../../db/database.js';
import { Refusal } from '../../domain/refusal.js';
import { hashToken } from '../tokens.js';

export interface GoogleTicket {
  issuer: string;
  subject: string;
  email: string;
}

/** The verified identity a live, unused sign-up ticket stands for; refused otherwise. */
export async function readGoogleTicket(db: Db, ticket: string, now: number): Promise<GoogleTicket> {
  const row = await db
    .selectFrom('google_sign_ins')
    .select(['ticket_issuer', 'ticket_subject', 'ticket_email'])
    .where('ticket_hash', '=', hashToken(ticket))
    .where('ticket_used_at', 'is', null)
    .where('ticket_expires_at', '>', now)
    .executeTakeFirst();
  if (!row?.ticket_issuer || !row.ticket_subject || !row.ticket_email) throw new Refusal('google_ticket_invalid');
  return { issuer: row.ticket_issuer, subject: row.ticket_subject, email: row.ticket_email };
}

/** Uses the ticket up inside the sign-up's transaction: of two sign-ups with one ticket, one wins. */
export async function useGoogleTicket(db: Db, ticket: string, now: number): Promise<void> {
  const used = await db
    .updateTable('google_sign_ins')
    .set({ ticket_used_at: now })
    .where('ticket_hash', '=', hashToken(ticket))
    .where('ticket_used_at', 'is', null)
    .where('ticket_expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new Refusal('google_ticket_invalid');
}
