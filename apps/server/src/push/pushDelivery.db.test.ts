import { buildApp } from '../app.js';
import { describe, expect } from '../test/fixture.js';
import { devicesOf, pushesTo, subscribe, test } from '../test/push.js';
import { uniqueEmail } from '../test/testApp.js';

const outbox = (t: { database: { db: any } }) =>
  t.database.db.selectFrom('push_outbox').select(['attempts', 'next_attempt_at', 'claimed_until']).execute();

describe('what else is pushed', () => {
  test('each clinic step finished reaches both parents, opening the page of the next step', async ({
    t,
    parent,
    operator,
    pushService,
  }) => {
    const partner = await t.joinFamilyOf(parent);
    const [phone, tablet] = [pushService.device('phone'), pushService.device('tablet')];
    await subscribe(t, parent, phone, 'zh');
    await subscribe(t, partner, tablet, 'en');
    expect((await t.call('DiabetsApprovalForm.createApplication', {}, parent.token)).body.code).toBe(0);
    await t.call('OperatorConsultationHandler.markAppointmentFinished', { family_id: parent.familyId }, operator.token);
    await t.call('DiabetsApprovalForm.startDoctorReferral', {}, parent.token);
    await t.call('OperatorConsultationHandler.markReferralFinished', { family_id: parent.familyId }, operator.token);
    await t.app.pushDispatcher.idle();

    // The parent's own steps are listed, not pushed; the clinic's two are pushed.
    expect(pushesTo(pushService, phone).map((push) => push.message)).toEqual([
      expect.objectContaining({ title: '问诊已完成', url: '/doctor-referral' }),
      expect.objectContaining({ title: '转诊已完成', url: '/received-backpack' }),
    ]);
    expect(pushesTo(pushService, tablet).map((push) => [push.message.title, push.message.url, push.headers.urgency])).toEqual([
      ['Appointment completed', '/doctor-referral', 'normal'],
      ['Referral completed', '/received-backpack', 'normal'],
    ]);
  });

  test('an accepted invitation reaches the inviter, opening the family members', async ({ t, parent, pushService }) => {
    const phone = pushService.device('inviter-phone');
    await subscribe(t, parent, phone);
    const email = uniqueEmail('grandma');
    const invitation = await t.call('ParentInviteHandler.create_parent', { invitee_email: email }, parent.token);
    await t.call('ParentAuthHandler.signup', { email, password: 'correct horse', invite_code: invitation.body.data.invite_code });
    await t.app.pushDispatcher.idle();
    expect(pushesTo(pushService, phone).map((push) => push.message)).toEqual([
      expect.objectContaining({ title: 'A new parent joined your family', url: '/family-member-management' }),
    ]);
  });

  test('coins and other list-only kinds are not pushed', async ({ t, parent, pushService }) => {
    await subscribe(t, parent, pushService.device('phone'));
    await t.call('ParentInviteHandler.create_child', { child_name: 'Mei' }, parent.token);
    await t.app.pushDispatcher.idle();
    expect(pushService.received).toEqual([]);
    expect(await outbox(t)).toEqual([]);
  });
});

describe('a push service that fails', () => {
  test('a 500 is tried again later, a few times with longer waits, then given up; the device stays', async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    await subscribe(t, parent, phone);
    pushService.answers.set('/push/phone', 500);
    await t.joinFamilyOf(parent);
    await t.app.pushDispatcher.idle();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(pushService.received).toHaveLength(attempt);
      const [row] = await outbox(t);
      expect(row).toMatchObject({ attempts: attempt, claimed_until: null });
      waits.push(row.next_attempt_at - t.clock.now());
      // Not yet due: a sweep sends nothing.
      await t.app.pushDispatcher.drain();
      expect(pushService.received).toHaveLength(attempt);
      t.clock.advance(row.next_attempt_at - t.clock.now());
      await t.app.pushDispatcher.drain();
    }
    expect(waits).toEqual([30, 120, 480, 1920]);
    expect(pushService.received).toHaveLength(5);
    expect(await outbox(t)).toEqual([]);
    expect(await devicesOf(t, parent)).toEqual([phone.endpoint]);
  });

  test('two servers on one database send each push once', async ({ t, parent, pushService }) => {
    const devices = ['a', 'b', 'c', 'd'].map((name) => pushService.device(name));
    for (const device of devices) await subscribe(t, parent, device);
    const other = await buildApp({ config: t.config, db: t.database.db, clock: t.clock, logger: false });
    try {
      pushService.delayMs = 50;
      for (let i = 0; i < 5; i += 1) await t.joinFamilyOf(parent);
      await Promise.all([t.app.pushDispatcher.drain(), other.pushDispatcher.drain(), t.app.pushDispatcher.idle()]);
      expect(pushService.received).toHaveLength(20);
      for (const device of devices) expect(new Set(pushesTo(pushService, device).map((push) => push.message.tag)).size).toBe(5);
    } finally {
      await other.close();
    }
  });
});

describe('a device goes with the sign-in it was turned on under', () => {
  test('signing out forgets this device only; signing out everywhere forgets them all', async ({ t, parent, pushService }) => {
    const second = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' })).body.data.token;
    const [phone, laptop] = [pushService.device('phone'), pushService.device('laptop')];
    await subscribe(t, parent, phone);
    await subscribe(t, parent, laptop, 'en', second);
    await t.call('ParentAuthHandler.signout', {}, parent.token);
    expect(await devicesOf(t, parent)).toEqual([laptop.endpoint]);

    const third = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' })).body.data.token;
    await subscribe(t, parent, phone, 'en', third);
    await t.call('ParentAuthHandler.signout', { all_devices: true }, third);
    expect(await devicesOf(t, parent)).toEqual([]);
  });

  test('a session restored from the persistent login later ends the device turned on before', async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    await subscribe(t, parent, phone);
    t.clock.advance(2 * 86400);
    const restored = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(restored.status).toBe(200);
    expect(await devicesOf(t, parent)).toEqual([phone.endpoint]);
    await t.call('ParentAuthHandler.signout', {}, restored.body.data.token);
    expect(await devicesOf(t, parent)).toEqual([]);
  });

  test('a device whose sign-in ran out is not sent to, and is forgotten', async ({ t, parent, pushService }) => {
    await subscribe(t, parent, pushService.device('phone'));
    t.clock.advance(366 * 86400);
    const again = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' })).body.data.token;
    await t.joinFamilyOf({ ...parent, token: again });
    await t.app.pushDispatcher.idle();
    expect(pushService.received).toEqual([]);
    expect(await devicesOf(t, parent)).toEqual([]);
  });
});
