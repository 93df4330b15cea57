import { displayName } from '../../domain/memberName.js';
import { clinicStepAwaited } from '../../domain/consultation.js';
import type { Handler } from '../../gateway/context.js';

/** The clinic desk's queue: families by stage, the longest waiting first. */
export const list: Handler<'OperatorConsultationHandler.list'> = async (input, { db }) => {
  let cases = db.selectFrom('consultation_workflows').innerJoin('families', 'families.id', 'consultation_workflows.family_id');
  if (input.stage) cases = cases.where('consultation_workflows.stage', '=', input.stage);
  else if (input.waiting_only)
    cases = cases.where('consultation_workflows.stage', 'in', ['book_appointment_pending', 'doctor_referral_pending']);
  const [rows, counted] = await Promise.all([
    cases
      .select(['consultation_workflows.family_id', 'consultation_workflows.stage', 'consultation_workflows.stage_since', 'families.p_code'])
      .orderBy('consultation_workflows.stage_since', 'asc')
      .orderBy('consultation_workflows.family_id', 'asc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    cases.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const parents = rows.length
    ? await db
        .selectFrom('users')
        .select(['family_id', 'real_name', 'login_name', 'email'])
        .where(
          'family_id',
          'in',
          rows.map((row) => row.family_id),
        )
        .where('role', '=', 'parent')
        .orderBy('id')
        .execute()
    : [];
  return {
    list: rows.map((row) => ({
      family_id: row.family_id,
      family_code: row.p_code,
      parents: parents.filter((parent) => parent.family_id === row.family_id).map((parent) => displayName(parent)),
      stage: row.stage,
      since: row.stage_since,
      waiting_for: clinicStepAwaited(row.stage),
    })),
    total: Number(counted.total),
    page: input.page,
    per_page: input.per_page,
  };
};
