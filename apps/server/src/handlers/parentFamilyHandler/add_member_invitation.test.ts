import { describe, expect, test } from '../../test/fixture.js';
import { startSmtpServer } from '../../test/smtpServer.js';
import { uniqueEmail } from '../../test/testApp.js';

/** An app that sends its mail to a real SMTP server on loopback. */
const mailing = test.extend<{ smtp: Awaited<ReturnType<typeof startSmtpServer>> }>({
  // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  smtp: async ({}, use) => {
    const smtp = await startSmtpServer();
    try {
      await use(smtp);
    } finally {
      await smtp.close();
    }
  },
});

describe('ParentFamilyHandler.add_member_invitation with a mail server', () => {
  mailing.override({
    appOptions: async ({ smtp }, use) => {
      await use({ config: { smtpUrl: smtp.url, mailFrom: 'T1D Family <hello@t1d.example>' } });
    },
  });

  mailing('e-mails a parent invitation in English with the link and code', async ({ t, parent, smtp }) => {
    const email = uniqueEmail('grandma');
    const answer = await t.call('ParentFamilyHandler.add_member_invitation', { invitee_email: email }, parent.token, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(answer.status).toBe(200);
    const invitation = answer.body.data;
    expect(invitation).toMatchObject({ role: 'parent', invitee_email: email, email_sent: true, child_name: null });

    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('hello@t1d.example');
    expect(mail?.readable).toContain(`Subject: ${parent.email} invited you to join their family on T1D Family`);
    expect(mail?.readable).toContain(invitation.invite_url);
    expect(mail?.readable).toContain(`Invitation code: ${invitation.invite_code}`);
    expect(mail?.readable).toContain('can be used once and expires on');
  });

  mailing('writes in Chinese when the parent uses the app in Chinese', async ({ t, parent, smtp }) => {
    const email = uniqueEmail('aunt');
    const answer = await t.call('ParentFamilyHandler.add_member_invitation', { invitee_email: email }, parent.token, {
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual([email]);
    expect(mail?.readable).toContain(`${parent.email} 邀请您加入 T1D 家庭`);
    expect(mail?.readable).toContain(`邀请码: ${answer.body.data.invite_code}`);
    expect(mail?.readable).toContain('年');
  });

  mailing('invites a child by name, with a link to the child sign-up', async ({ t, parent, smtp }) => {
    const answer = await t.call(
      'ParentFamilyHandler.add_member_invitation',
      { invitee_email: uniqueEmail('kid'), role: 'child', child_name: 'Mei' },
      parent.token,
    );
    expect(answer.body.data).toMatchObject({ role: 'child', child_name: 'Mei', email_sent: true });
    expect(answer.body.data.invite_url).toMatch(/\/child-signup\?invite_code=inv_/);
    expect(smtp.received.at(-1)?.readable).toContain('invited Mei to T1D Family');
  });

  mailing('refuses someone already in the family, and sends nothing', async ({ t, parent, smtp }) => {
    const before = smtp.received.length;
    const answer = await t.call('ParentFamilyHandler.add_member_invitation', { invitee_email: parent.email.toUpperCase() }, parent.token);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe('This person is already a member of your family');
    expect(smtp.received.length).toBe(before);
  });

  mailing('still issues the invitation when the mail server is gone, for the parent to share', async ({ t, parent, smtp }) => {
    await smtp.close();
    const answer = await t.call('ParentFamilyHandler.add_member_invitation', { invitee_email: uniqueEmail('x') }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.email_sent).toBe(false);
    expect((await t.call('ParentInviteHandler.get_invitation', { invite_code: answer.body.data.invite_code })).status).toBe(200);
  });
});

describe('ParentFamilyHandler.add_member_invitation without a mail server', () => {
  test('answers the link to share and validates the e-mail', async ({ t, parent }) => {
    const answer = await t.call('ParentFamilyHandler.add_member_invitation', { invitee_email: uniqueEmail() }, parent.token);
    expect(answer.body.data.email_sent).toBe(false);
    const bad = await t.call('ParentFamilyHandler.add_member_invitation', { invitee_email: 'nope' }, parent.token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Please enter a valid email address');
  });
});
