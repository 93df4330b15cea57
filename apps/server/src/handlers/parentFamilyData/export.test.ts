import { describe, expect, test } from '../../test/fixture.js';
import { richFamily } from '../../test/richFamily.js';

describe('ParentFamilyData.export', () => {
  test("holds everything about the caller's family, nothing of another family's, and no secret", async ({ t, parent, stranger }) => {
    const ours = await richFamily(t, parent, 'Zebra');
    const theirs = await richFamily(t, stranger, 'Yak');
    const answer = await t.call('ParentFamilyData.export', {}, ours.coParent.token);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ format: 't1d-family-export/1', exported_at: t.clock.now(), family_id: parent.familyId });
    for (const marker of ours.markers) expect(answer.raw, marker).toContain(marker);
    for (const marker of theirs.markers) expect(answer.raw, marker).not.toContain(marker);
    for (const secret of ['password_hash', 'token_hash', 'code_hash', parent.token, ours.coParent.token, '$argon2'])
      expect(answer.raw, secret).not.toContain(secret);
    // Table by table: the family's own rows, in every table it has rows in.
    expect(data.tables.families).toEqual([expect.objectContaining({ id: parent.familyId })]);
    expect(data.tables.users.map((user: { id: number }) => user.id).sort()).toEqual(
      [parent.userId, ours.coParent.userId, ours.child.id].sort(),
    );
    for (const table of [
      'child_activity_days',
      'child_interactions',
      'child_skills',
      'game_events',
      'coin_ledger',
      'invitations',
      'chat_messages',
      'consultation_workflows',
      'consultation_contacts',
      'notifications',
      'red_flags',
      'red_flag_events',
      'red_flag_periods',
      'red_flag_reads',
    ])
      expect(data.tables[table]?.length, table).toBeGreaterThan(0);
    expect(data.tables.auth_tokens).toBeUndefined();
  });

  test('holds the contact details the family gave the clinic, with the consent as the parent read it', async ({ t, parent }) => {
    t.clock.advance(60);
    const now = t.clock.now();
    const asked = await t.call(
      'DiabetsApprovalForm.requestContact',
      { phone: '+86 138 0013 8000', email: 'Call.Me@Example.org', preferred_time: 'morning', consent: true, language: 'zh' },
      parent.token,
    );
    expect(asked.status).toBe(200);
    const data = (await t.call('ParentFamilyData.export', {}, parent.token)).body.data;
    expect(data.tables.consultation_contacts).toEqual([
      {
        family_id: parent.familyId,
        phone: '+86 138 0013 8000',
        email: 'call.me@example.org',
        preferred_time: 'morning',
        user_id: parent.userId,
        consent_text: '我同意诊所通过上面的电话号码或电子邮箱，就本次咨询与我联系。',
        consent_language: 'zh',
        consent_at: now,
        requested_at: now,
        updated_at: now,
      },
    ]);
  });
});
