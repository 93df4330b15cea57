import type { ContactRequest, FamilyContactRequest, ParsedInput, WorkflowStatus } from '@t1d/contract';
import type { Db } from '../db/database.js';
import type { ConsultationContactsTable } from '../db/consultationSchema.js';
import { inTransaction } from '../db/transactions.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { readWorkflow, takeParentStep, toStatus } from './workflow.js';

type ContactInput = ParsedInput<'DiabetsApprovalForm.requestContact'>;

/**
 * The consent's key among the texts the hospital edits (ADR 0023): the web app's own wording
 * (`contact.consent` of its consultation texts) until the hospital rewords it.
 */
export const consentTextKey = 'consultation.contact.consent';

/** The consent as the parent read it: the hospital's current wording in their language. */
async function consentWording(db: Db, language: 'en' | 'zh'): Promise<string> {
  const text = await db.selectFrom('texts').select(['en', 'zh']).where('text_key', '=', consentTextKey).executeTakeFirst();
  // The texts are brought up to the app's own at every start (texts/textSync.ts): the key is there.
  return text?.[language] ?? consentTextKey;
}

/**
 * 'Ask the Clinic to Contact Me' (ADR 0039): stores the family's one current set of contact details
 * and, for a family that had not started, records the start of booking, in one transaction. A family
 * that asked before replaces its details and keeps its first request's time; its workflow is not
 * moved. Many requests at once leave one row (the family is its key) and one booking step (takeStep).
 */
export async function requestContact(db: Db, scope: FamilyScope, input: ContactInput, now: number): Promise<WorkflowStatus> {
  return inTransaction(db, async (trx) => {
    const details = {
      phone: input.phone || null,
      email: input.email || null,
      preferred_time: input.preferred_time,
      user_id: scope.userId,
      consent_text: await consentWording(trx, input.language),
      consent_language: input.language,
      consent_at: now,
      updated_at: now,
    };
    await trx
      .insertInto('consultation_contacts')
      .values({ family_id: scope.familyId, requested_at: now, ...details })
      .onConflict((oc) => oc.column('family_id').doUpdateSet(details))
      .execute();
    const workflow = await readWorkflow(trx, scope.familyId);
    if (workflow) return toStatus(workflow);
    return takeParentStep(trx, scope, 'book_appointment', now);
  });
}

function toContactRequest(row: ConsultationContactsTable): ContactRequest {
  return {
    phone: row.phone,
    email: row.email,
    preferred_time: row.preferred_time,
    requested_at: Number(row.requested_at),
    updated_at: Number(row.updated_at),
    consent_at: Number(row.consent_at),
  };
}

const contactRow = (db: Db, familyId: number) =>
  db.selectFrom('consultation_contacts').selectAll().where('family_id', '=', familyId).executeTakeFirst();

/** The family's own contact details, or null while it has given none. */
export async function readContactRequest(db: Db, scope: FamilyScope): Promise<ContactRequest | null> {
  const row = await contactRow(db, scope.familyId);
  return row ? toContactRequest(row) : null;
}

/**
 * A family's contact details for the clinic desk. An unknown family and a family that gave none are
 * alike not found; the gateway writes each view to the operators' audit log (gateway/auditPlans.ts).
 */
export async function contactRequestForClinic(db: Db, familyId: number): Promise<FamilyContactRequest> {
  const row = await contactRow(db, familyId);
  const family = row && (await db.selectFrom('families').select('p_code').where('id', '=', familyId).executeTakeFirst());
  if (!row || !family) throw notFound();
  return { ...toContactRequest(row), family_id: familyId, family_code: family.p_code, consent_text: row.consent_text };
}
