/**
 * The findings of a black-box security probe, one describe each, through the real gateway. Each
 * of these fails without its fix.
 */
import { errors } from '@t1d/contract';
import { buildApp } from './app.js';
import { addChild } from './families/children.js';
import { describe, expect, test } from './test/fixture.js';
import { cookieValue, type GatewayAnswer, type TestApp } from './test/testApp.js';
import { expectInvalid } from './test/walls.js';

const password = 'correct horse';
const signin = (t: TestApp, email: string, guess: string, cookie?: string) =>
  t.call('ParentAuthHandler.signin', { email, password: guess }, undefined, cookie ? { cookie } : {});
const statuses = (answers: GatewayAnswer[]) => answers.map((answer) => answer.status);
const count = (answers: GatewayAnswer[], status: number) => answers.filter((answer) => answer.status === status).length;

describe('the per-e-mail sign-in limit holds under concurrency', () => {
  test('of 40 sign-ins at once, at most 10 passwords are evaluated', async ({ t, parent }) => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signin(t, parent.email, `wrong guess ${i}`)));
    expect(count(answers, 400)).toBe(10);
    expect(count(answers, 429)).toBe(30);
  });

  test('once locked, 40 sign-ins at once with the right password among them all get 429', async ({ t, parent }) => {
    for (let i = 0; i < 10; i += 1) expect((await signin(t, parent.email, `wrong guess ${i}`)).status).toBe(400);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signin(t, parent.email, i % 2 ? password : `guess ${i}`)));
    expect(statuses(answers)).toEqual(Array(40).fill(429));
  });

  test('a right password gives its attempt back: nine failures and a success leave one guess, not zero', async ({ t, parent }) => {
    for (let i = 0; i < 9; i += 1) await signin(t, parent.email, `wrong guess ${i}`);
    expect((await signin(t, parent.email, password)).status).toBe(200);
    expect((await signin(t, parent.email, 'wrong again')).status).toBe(400);
    expect((await signin(t, parent.email, 'and again')).status).toBe(429);
  });

  test('two server processes on one database share the count', async ({ t, parent }) => {
    const second = await buildApp({ config: t.config, db: t.database.db, clock: t.clock, logger: false });
    try {
      for (let i = 0; i < 10; i += 1) expect((await signin(t, parent.email, `wrong guess ${i}`)).status).toBe(400);
      const other = await second.inject({
        method: 'POST',
        url: '/api/gateway',
        payload: { cmd: 'ParentAuthHandler.signin', email: parent.email, password },
      });
      expect(other.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('a lock-out is not a denial of service', () => {
  test('the owner, on a browser where they signed in before, gets in while an attacker has the e-mail locked', async ({ t, parent }) => {
    const earlier = await signin(t, parent.email, password);
    const device = `parent_device=${cookieValue(earlier, 'parent_device')}`;
    // Signing out ends the persistent login but keeps the device mark.
    await t.call('ParentAuthHandler.signout', {}, earlier.body.data.token, { cookie: device });
    for (let i = 0; i < 12; i += 1) await signin(t, parent.email, `attacker guess ${i}`);
    expect((await signin(t, parent.email, password)).status).toBe(429);
    expect((await signin(t, parent.email, password, device)).status).toBe(200);
  });

  test('a live persistent login on the browser counts as the owner device too', async ({ t, parent }) => {
    for (let i = 0; i < 10; i += 1) await signin(t, parent.email, `attacker guess ${i}`);
    expect((await signin(t, parent.email, password, parent.cookie)).status).toBe(200);
  });

  test("the owner device has its own 10 guesses, and another parent's device mark spares nothing", async ({ t, parent, stranger }) => {
    const own = `parent_device=${cookieValue(await signin(t, parent.email, password), 'parent_device')}`;
    const strangers = `parent_device=${cookieValue(await signin(t, stranger.email, password), 'parent_device')}`;
    for (let i = 0; i < 10; i += 1) await signin(t, parent.email, `attacker guess ${i}`);
    expect((await signin(t, parent.email, password, strangers)).status).toBe(429);
    const fromDevice = [];
    for (let i = 0; i < 11; i += 1) fromDevice.push((await signin(t, parent.email, `device guess ${i}`, own)).status);
    expect(fromDevice).toEqual([...Array(10).fill(400), 429]);
  });
});

describe('the persistent token stays out of page scripts', () => {
  test('sign-up and sign-in answers carry no persistent_token unless a partner client asks', async ({ t, parent }) => {
    const answer = await signin(t, parent.email, password);
    expect(answer.body.data).not.toHaveProperty('persistent_token');
    expect(answer.raw).not.toContain(cookieValue(answer, 'parent_persistent_token'));
  });

  test('signing out with the session in the header ends the persistent login it was opened with', async ({ t, parent }) => {
    const answer = await t.call('ParentAuthHandler.signin', { email: parent.email, password, persistent_token_in_body: true });
    const persistent = answer.body.data.persistent_token as string;
    expect((await t.call('ParentAuthHandler.signout', {}, answer.body.data.token)).status).toBe(200);
    const restore = await t.call('ParentAuthHandler.checkPersistentAuth', { token: persistent });
    expect(restore.status).toBe(401);
  });

  test('a session restored from the persistent login ends it on sign-out too, and so does naming it in the body', async ({ t, parent }) => {
    const first = await t.call('ParentAuthHandler.signin', { email: parent.email, password, persistent_token_in_body: true });
    const restored = await t.call('ParentAuthHandler.checkPersistentAuth', { token: first.body.data.persistent_token });
    await t.call('ParentAuthHandler.signout', {}, restored.body.data.token);
    expect((await t.call('ParentAuthHandler.checkPersistentAuth', { token: first.body.data.persistent_token })).status).toBe(401);

    const second = await t.call('ParentAuthHandler.signin', { email: parent.email, password, persistent_token_in_body: true });
    const other = await t.call('ParentAuthHandler.signin', { email: parent.email, password });
    await t.call('ParentAuthHandler.signout', { persistent_token: second.body.data.persistent_token }, other.body.data.token);
    expect((await t.call('ParentAuthHandler.checkPersistentAuth', { token: second.body.data.persistent_token })).status).toBe(401);
  });
});

describe('operator addresses are what they claim', () => {
  test('addresses a browser opens on another site are refused and nothing is saved', async ({ t, operator }) => {
    for (const address of ['//evil.example/phish', '/\\evil.example', 'https:evil.example', 'http://clinic.example/book']) {
      const answer = await expectInvalid(
        t,
        () => t.call('OperatorConsultationHandler.saveUrls', { doctor_referral_url: address }, operator.token),
        'doctor_referral_url',
      );
      expect(answer.body.errors[0].message).toBe(
        'Enter a web address starting with https:// (or a path in this app starting with /), or leave it empty',
      );
    }
    const saved = await t.call(
      'OperatorConsultationHandler.saveUrls',
      { doctor_referral_url: 'https://clinic.example/referral', ceo_intro_url: '/media/ceo-intro.mp4' },
      operator.token,
    );
    expect(saved.status).toBe(200);
    expect((await t.call('DiabetsApprovalForm.getURLs', {}, operator.token)).body.data.doctor_referral_url).toBe(
      'https://clinic.example/referral',
    );
  });
});

describe('names are text, not control codes', () => {
  const controlled = ['Mom\u202Egnp.exe', 'Ann\u0000', 'Bell\u0007y', 'Rae\u2066l'];

  test('a child name, a real name and a task name with control or direction characters are refused and change nothing', async ({
    t,
    parent,
  }) => {
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Yu' }, parent.token)).body.data.user_id;
    for (const name of controlled) {
      await expectInvalid(t, () => t.call('ParentInviteHandler.create_child', { child_name: name }, parent.token), 'child_name');
      await expectInvalid(
        t,
        () => t.call('ParentFamilyHandler.update_child_real_name', { child_id: child, real_name: name }, parent.token),
        'real_name',
      );
      await expectInvalid(
        t,
        () => t.call('ParentFamilyHandler.update_parent_real_name', { parent_id: parent.userId, real_name: name }, parent.token),
        'real_name',
      );
      await expectInvalid(
        t,
        () =>
          t.call(
            'ParentFamilyHandler.add_member_invitation',
            { invitee_email: 'kid@example.com', role: 'child', child_name: name },
            parent.token,
          ),
        'child_name',
      );
      await expectInvalid(
        t,
        () =>
          t.call(
            'GmsInfluenceApi.parentCreateTask',
            {
              name,
              desc: '',
              content: '',
              type: '4',
              start_time: t.clock.now(),
              end_time: t.clock.now() + 3600,
              goal_category: '2',
              loop_type: 0,
            },
            parent.token,
          ),
        'name',
      );
    }
    const answer = await t.call('ParentInviteHandler.create_child', { child_name: 'Bell\u0007y' }, parent.token);
    expect(answer.body.errors).toEqual([
      { field: 'child_name', message: 'Remove the control or text-direction characters from this text' },
    ]);
  });

  test('names in any script still pass', async ({ t, parent }) => {
    for (const name of ['小明', 'Zoë', 'Ōtani Sho']) {
      expect((await t.call('ParentInviteHandler.create_child', { child_name: name }, parent.token)).body.data.real_name).toBe(name);
    }
  });
});

describe('child login names never run out and are not guessable', () => {
  test('20,000 children named in Chinese each get their own name, and 40 more at once through the gateway answer 200', async ({
    t,
    parent,
  }) => {
    const scope = { familyId: parent.familyId, userId: parent.userId, familyTimeZone: 'UTC' };
    await t.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 20_000; i += 1) await addChild(trx, scope, '小明', t.clock.now());
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => t.call('ParentInviteHandler.create_child', { child_name: '小红' }, parent.token)),
    );
    expect(statuses(answers)).toEqual(Array(40).fill(200));
    const names = await t.database.db.selectFrom('users').select('login_name').where('role', '=', 'child').execute();
    expect(names).toHaveLength(20_040);
    expect(new Set(names.map((row) => row.login_name)).size).toBe(20_040);
    for (const answer of answers) expect(answer.body.data.login_name).toMatch(/^kid-[a-z2-9]{6}$/);
  });

  test('when every try collides the child is refused with a clear 409, never a 500', async ({ t, parent }) => {
    const scope = { familyId: parent.familyId, userId: parent.userId, familyTimeZone: 'UTC' };
    const alwaysA = () => 0;
    await addChild(t.database.db, scope, '小明', t.clock.now(), alwaysA);
    await expect(addChild(t.database.db, scope, '小明', t.clock.now(), alwaysA)).rejects.toMatchObject({ reason: 'login_names_exhausted' });
    expect(errors.login_names_exhausted).toEqual({
      status: 409,
      msg: 'No free login name could be found for this child. Please try again.',
    });
  });
});
