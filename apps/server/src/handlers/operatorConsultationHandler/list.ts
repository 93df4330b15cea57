import { clinicStepAwaited } from '../../domain/consultation.js';
import { parentNamesByFamily } from '../../db/members.js';
import type { Handler } from '../../gateway/context.js';

/** The clinic desk's queue: families by stage, the longest waiting first. */
export const list: Handler<'OperatorConsultationHandler.list'> = async (input, { db }) => {
  let cases = db
    .selectFrom('consultation_workflows')
    .innerJoin('families', 'families.id', 'consultation_workflows.family_id')
    .leftJoin('consultation_contacts', 'consultation_contacts.family_id', 'consultation_workflows.family_id');
  if (input.stage) cases = cases.where('consultation_workflows.stage', '=', input.stage);
  else if (input.waiting_only)
    cases = cases.where('consultation_workflows.stage', 'in', ['book_appointment_pending', 'doctor_referral_pending']);
  const [rows, counted] = await Promise.all([
    cases
      .select([
        'consultation_workflows.family_id',
        'consultation_workflows.stage',
        'consultation_workflows.stage_since',
        'families.p_code',
        'consultation_contacts.requested_at',
      ])
      .orderBy('consultation_workflows.stage_since', 'asc')
      .orderBy('consultation_workflows.family_id', 'asc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    cases.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const parents = await parentNamesByFamily(
    db,
    rows.map((row) => row.family_id),
  );
  return {
    list: rows.map((row) => ({
      family_id: row.family_id,
      family_code: row.p_code,
      parents: parents.get(row.family_id) ?? [],
      stage: row.stage,
      since: row.stage_since,
      waiting_for: clinicStepAwaited(row.stage),
      contact_requested: row.requested_at !== null,
    })),
    total: Number(counted.total),
    page: input.page,
    per_page: input.per_page,
  };
};
