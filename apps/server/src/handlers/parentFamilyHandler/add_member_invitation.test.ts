import { describe, expect, test } from '../../test/fixture.js';
import { startSmtpServer } from '../../test/smtpServer.js';
import { roomyLimits, uniqueEmail } from '../../test/testApp.js';

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
    expect(mail?.readable).toContain('Subject: You are invited to join a family on T1D Family');
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
    expect(mail?.readable).toContain('Subject: 您受邀加入 T1D 家庭中的一个家庭');
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
    expect(smtp.received.at(-1)?.readable).toContain('has invited Mei to create a game account in their family');
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

/** The Subject header of a received message, decoded. */
const subjectOf = (readable: string | undefined) => /^Subject: (.*)$/m.exec(readable ?? '')?.[1] ?? '';

describe('invitation e-mails are not a relay for what the inviter writes', () => {
  mailing.override({
    appOptions: async ({ smtp }, use) => {
      await use({ config: { smtpUrl: smtp.url, mailFrom: 'T1D Family <hello@t1d.example>' } });
    },
  });

  const childName = 'Urgent: verify your bank account at https://evil.example';
  for (const [language, subjects] of [
    ['en-GB', ['You are invited to join a family on T1D Family', 'You are invited to create a game account on T1D Family']],
    ['zh-CN', ['您受邀加入 T1D 家庭中的一个家庭', '您受邀在 T1D 家庭创建游戏账户']],
  ] as const) {
    mailing(`names neither the inviter's address nor the child in the subject (${language})`, async ({ t, parent, smtp }) => {
      const headers = { 'accept-language': language };
      await t.call('ParentFamilyHandler.add_member_invitation', { invitee_email: uniqueEmail('p') }, parent.token, headers);
      const invitingParent = smtp.received.at(-1)?.readable;
      await t.call(
        'ParentFamilyHandler.add_member_invitation',
        { invitee_email: uniqueEmail('c'), role: 'child', child_name: `<b>${childName}</b>` },
        parent.token,
        headers,
      );
      const invitingChild = smtp.received.at(-1)?.readable;
      expect([subjectOf(invitingParent), subjectOf(invitingChild)]).toEqual(subjects);
      for (const subject of [subjectOf(invitingParent), subjectOf(invitingChild)]) {
        expect(subject).not.toContain(parent.email);
        expect(subject).not.toContain('evil.example');
      }
      // The HTML body names the child only escaped, and says the inviter's address is not confirmed.
      const html = invitingChild?.slice(invitingChild.indexOf('Content-Type: text/html')) ?? '';
      expect(html).toContain(`&lt;b&gt;${childName}&lt;/b&gt;`);
      expect(html).not.toContain(`<b>${childName}`);
      expect(invitingParent).toContain(parent.email);
      expect(invitingParent).toContain(language === 'en-GB' ? 'has not confirmed' : '未核实');
    });
  }
});

describe('a day of invitations has a cap', () => {
  const perDay = { max: 0, windowSeconds: 24 * 3600 };
  mailing.override({
    appOptions: async ({ smtp }, use) => {
      await use({
        config: {
          smtpUrl: smtp.url,
          rateLimits: { ...roomyLimits, invitationsPerParent: { ...perDay, max: 20 }, invitationsPerFamily: { ...perDay, max: 30 } },
        },
      });
    },
  });

  mailing('of 50 simultaneous invitations from one parent, exactly 20 are issued and e-mailed', async ({ t, parent, smtp }) => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('ParentFamilyHandler.add_member_invitation', { invitee_email: uniqueEmail(`probe${i}`) }, parent.token),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(30);
    expect(refused[0]?.status).toBe(429);
    expect(refused[0]?.body).toEqual({
      code: 429,
      msg: 'You have sent as many invitations as allowed in one day. Please try again later.',
      reason: 'too_many_invitations',
    });
    expect(Number(refused[0]?.headers['retry-after'])).toBe(24 * 3600);
    expect(await t.database.db.selectFrom('invitations').select('id').execute()).toHaveLength(20);
    expect(smtp.received).toHaveLength(20);

    // Both doors count alike; a day later (and signed in again) the parent may invite again.
    expect((await t.call('ParentInviteHandler.create_parent', {}, parent.token)).status).toBe(429);
    t.clock.advance(24 * 3600);
    const signin = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    expect((await t.call('ParentInviteHandler.create_parent', {}, signin.body.data.token)).status).toBe(200);
  });

  mailing('counts the whole family too: 30 a day between its parents', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    const invite = (who: { token: string }) => t.call('ParentInviteHandler.create_parent', {}, who.token);
    for (let i = 0; i < 19; i += 1) expect((await invite(parent)).status).toBe(200);
    expect((await invite(parent)).status).toBe(429);
    for (let i = 0; i < 10; i += 1) expect((await invite(partner)).status).toBe(200);
    const refused = await invite(partner);
    expect(refused.status).toBe(429);
    expect(refused.body.reason).toBe('too_many_invitations');
    // Another family is not held back.
    const stranger = await t.newParent();
    expect((await invite(stranger)).status).toBe(200);
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
