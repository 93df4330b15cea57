import { describe, expect } from '../../test/fixture.js';
import { expectInvalid, expectOperatorOnly } from '../../test/walls.js';
import { test } from '../../test/workflow.js';

describe('OperatorConsultationHandler.list', () => {
  test('gives the clinic desk its queue, the longest waiting first, and keeps it to operators', async ({
    t,
    operator,
    wf: { familyAt },
  }) => {
    const first = await familyAt('doctor_referral_pending');
    t.clock.advance(10);
    const second = await familyAt('book_appointment_pending');
    await familyAt('ready_for_doctor_referral');
    const queue = (await t.call('OperatorConsultationHandler.list', { per_page: 100 }, operator.token)).body.data;
    const mine = queue.list.filter((row: { family_id: number }) => [first.familyId, second.familyId].includes(row.family_id));
    expect(mine.map((row: Record<string, unknown>) => [row.family_id, row.waiting_for])).toEqual([
      [first.familyId, 'referral_finished'],
      [second.familyId, 'appointment_finished'],
    ]);
    expect(queue.list.every((row: { waiting_for: string | null }) => row.waiting_for !== null)).toBe(true);
    const since = queue.list.map((row: { since: number }) => row.since);
    expect(since).toEqual([...since].sort((a, b) => a - b));
    const all = (
      await t.call('OperatorConsultationHandler.list', { waiting_only: false, stage: 'ready_for_doctor_referral' }, operator.token)
    ).body.data;
    expect(
      all.list.every((row: { stage: string; waiting_for: null }) => row.stage === 'ready_for_doctor_referral' && row.waiting_for === null),
    ).toBe(true);
    expect((await t.call('OperatorConsultationHandler.list', {}, second.token)).status).toBe(403);
  });

  test('describes each case: the family code, its parents by name, the stage and since when', async ({ t, operator, wf: { familyAt } }) => {
    const start = t.clock.now();
    const parent = await familyAt('book_appointment_pending');
    const partner = await t.joinFamilyOf(parent);
    await t.call('ParentFamilyHandler.update_parent_real_name', { parent_id: partner.userId, real_name: 'Lin Wang' }, partner.token);
    const familyCode = (await t.call('ParentFamilyHandler.get_family_info', {}, parent.token)).body.data.p_code;
    const answer = await t.call('OperatorConsultationHandler.list', {}, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        list: [
          {
            family_id: parent.familyId,
            family_code: familyCode,
            parents: [parent.email.split('@')[0], 'Lin Wang'],
            stage: 'book_appointment_pending',
            since: start,
            waiting_for: 'appointment_finished',
            contact_requested: false,
          },
        ],
        total: 1,
        page: 1,
        per_page: 20,
      },
    });
  });

  test('filters by stage, with or without the cases waiting for the clinic, and pages', async ({ t, operator, wf: { familyAt } }) => {
    const a = await familyAt('book_appointment_pending');
    t.clock.advance(10);
    const b = await familyAt('ready_for_doctor_referral');
    t.clock.advance(10);
    const c = await familyAt('completed');
    t.clock.advance(10);
    const d = await familyAt('doctor_referral_pending');
    const ids = async (input: Record<string, unknown>) => {
      const data = (await t.call('OperatorConsultationHandler.list', input as never, operator.token)).body.data;
      return { total: data.total, ids: data.list.map((row: { family_id: number }) => row.family_id) };
    };
    expect(await ids({})).toEqual({ total: 2, ids: [a.familyId, d.familyId] });
    expect(await ids({ waiting_only: false })).toEqual({ total: 4, ids: [a.familyId, b.familyId, c.familyId, d.familyId] });
    expect(await ids({ stage: 'completed' })).toEqual({ total: 1, ids: [c.familyId] });
    expect(await ids({ waiting_only: false, per_page: 2, page: 2 })).toEqual({ total: 4, ids: [c.familyId, d.familyId] });
  });

  test('refuses an unknown stage and paging out of range, naming the field', async ({ t, operator }) => {
    await expectInvalid(t, () => t.call('OperatorConsultationHandler.list', { stage: 'not_started' as never }, operator.token), 'stage');
    await expectInvalid(t, () => t.call('OperatorConsultationHandler.list', { per_page: 101 }, operator.token), 'per_page');
    await expectInvalid(t, () => t.call('OperatorConsultationHandler.list', { page: 0 }, operator.token), 'page');
  });

  test('answers 403 to a parent who is not an operator and 401 without a session', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorConsultationHandler.list', {}, token), parent);
  });
});
