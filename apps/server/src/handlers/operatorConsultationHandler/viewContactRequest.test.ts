import { describe, expect, test } from '../../test/fixture.js';
import type { Parent, TestApp } from '../../test/testApp.js';
import { expectInvalid, expectOperatorOnly, notFound, snapshot, unknownId } from '../../test/walls.js';

const auditRows = (t: TestApp) =>
  t.database.db.selectFrom('operator_audit').selectAll().where('cmd', '=', 'OperatorConsultationHandler.viewContactRequest').execute();

async function askedFamily(t: TestApp, parent: Parent) {
  const answer = await t.call(
    'DiabetsApprovalForm.requestContact',
    { phone: '+86 (10) 5555-0142', email: 'Wang.Family@example.org', preferred_time: 'morning', consent: true, language: 'zh' },
    parent.token,
  );
  expect(answer.status).toBe(200);
  return (await t.call('ParentFamilyHandler.get_family_info', {}, parent.token)).body.data.p_code as string;
}

describe('OperatorConsultationHandler.viewContactRequest', () => {
  test('shows the clinic how to call the family back, and writes each view to the audit log without the details', async ({
    t,
    parent,
    operator,
  }) => {
    const asked = t.clock.now();
    const code = await askedFamily(t, parent);
    const queue = (await t.call('OperatorConsultationHandler.list', {}, operator.token)).body.data.list;
    expect(queue).toEqual([expect.objectContaining({ family_id: parent.familyId, contact_requested: true })]);
    t.clock.advance(300);
    const answer = await t.call('OperatorConsultationHandler.viewContactRequest', { family_id: parent.familyId }, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      family_id: parent.familyId,
      family_code: code,
      phone: '+86 (10) 5555-0142',
      email: 'wang.family@example.org',
      preferred_time: 'morning',
      requested_at: asked,
      updated_at: asked,
      consent_at: asked,
      consent_text: '我同意诊所通过上面的电话号码或电子邮箱，就本次咨询与我联系。',
    });
    await t.call('OperatorConsultationHandler.viewContactRequest', { family_id: parent.familyId }, operator.token);
    const logged = await auditRows(t);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      at: t.clock.now(),
      user_id: operator.userId,
      user_email: operator.email,
      target: `consultation-contact:${parent.familyId}`,
      before_json: null,
    });
    expect(JSON.parse(logged[0]!.after_json!)).toEqual({ family_code: code, shown: ['phone', 'email'] });
    expect(JSON.stringify(logged)).not.toMatch(/5555-0142|wang\.family/);
  });

  test('a family without details and an unknown family are alike not found, and nothing is logged', async ({
    t,
    parent,
    stranger,
    operator,
  }) => {
    await askedFamily(t, parent);
    await t.call('DiabetsApprovalForm.createApplication', {}, stranger.token);
    const before = await snapshot(t);
    const without = await t.call('OperatorConsultationHandler.viewContactRequest', { family_id: stranger.familyId }, operator.token);
    const unknown = await t.call('OperatorConsultationHandler.viewContactRequest', { family_id: unknownId }, operator.token);
    expect([without.status, without.body]).toEqual([404, notFound]);
    expect(unknown.raw).toBe(without.raw);
    expect(await snapshot(t)).toEqual(before);
    const queue = (await t.call('OperatorConsultationHandler.list', {}, operator.token)).body.data.list;
    expect(queue.find((row: { family_id: number }) => row.family_id === stranger.familyId).contact_requested).toBe(false);
  });

  test("is the clinic's alone: a parent of this family or another gets 403, no session 401, and nothing is logged", async ({
    t,
    parent,
    stranger,
  }) => {
    await askedFamily(t, parent);
    for (const who of [parent, stranger]) {
      await expectOperatorOnly(
        t,
        (token) => t.call('OperatorConsultationHandler.viewContactRequest', { family_id: parent.familyId }, token),
        who,
      );
    }
    expect(await auditRows(t)).toEqual([]);
  });

  test('refuses a family id that is not a positive whole number', async ({ t, operator }) => {
    for (const family_id of [0, -1, 1.5, 2 ** 31, '1']) {
      await expectInvalid(
        t,
        () => t.call('OperatorConsultationHandler.viewContactRequest', { family_id } as never, operator.token),
        'family_id',
      );
    }
  });
});
