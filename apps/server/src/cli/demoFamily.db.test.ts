import { describe, expect, test } from '../test/fixture.js';
import { runDemo } from './demoCommand.js';
import { createDemoFamily, demoClinic, demoParent, hasRealFamilies } from './demoFamily.js';

describe('npm run demo', () => {
  test('creates a family with 60 days of life that every screen can show, once', async ({ t }) => {
    expect(await createDemoFamily(t.database.db, t.clock.now(), { clinicPassword: 'desk-password-1' })).toEqual({
      created: true,
      clinicPassword: 'desk-password-1',
    });
    expect(await createDemoFamily(t.database.db, t.clock.now(), { clinicPassword: 'desk-password-2' })).toEqual({
      created: false,
      clinicPassword: null,
    });

    const signin = await t.call('ParentAuthHandler.signin', demoParent);
    expect(signin.status).toBe(200);
    const token = signin.body.data.token;
    const children = (await t.call('ParentFamilyHandler.get_members', { filter_role: 'child' }, token)).body.data.members;
    expect(children.map((c: { name: string }) => c.name)).toEqual(['Mei', 'Jun']);

    const interactions = (await t.call('ParentInteractionsHandler.get_interactions', {}, token)).body.data;
    const totals = interactions.children.map((c: any) => c.chat_messages + c.friend_connections + c.minigames_with_others + c.npc_chats);
    // One child within the recommended maximum, one above it.
    expect(totals[0]).toBeLessThan(50);
    expect(totals[1]).toBeGreaterThan(50);

    const coins = (await t.call('ParentCoinsHandler.get_family_coins_logs', {}, token)).body.data;
    expect(coins.total_coins).toBeGreaterThan(100);
    expect(coins.total).toBeGreaterThan(20);
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, token)).body.data.total_logins).toBeGreaterThan(20);
    expect((await t.call('ParentTokensHandler.get_balance', {}, token)).body.data.total_tokens).toBe(165);
    expect((await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, token)).body.data.length).toBeGreaterThan(0);
    const tasks = (await t.call('GmsInfluenceApi.getParentTasks', { parent_code: signin.body.data.p_code }, token)).body.data.list;
    expect(tasks.filter((task: { status: number }) => task.status !== 2).length).toBeGreaterThanOrEqual(4);

    // Jun is above the maximum and has gone quiet: both rules have spoken, and the parents were told.
    const flags = (await t.call('RedFlagIntervention.getInterventionsForParentAndChildren', {}, token)).body;
    expect(flags.data.filter((flag: { name: string }) => flag.name === 'Jun').length).toBeGreaterThanOrEqual(2);
    expect(flags.data.some((flag: { reason: string }) => flag.reason.startsWith('Jun has not played since'))).toBe(true);
    expect(flags.data.some((flag: { name: string }) => flag.name === 'Mei')).toBe(false);
    expect((await t.call('ParentNotification.getUnreadCount', {}, token)).body.data.unread_count).toBeGreaterThan(0);

    const clinic = await t.call('ParentAuthHandler.signin', { email: demoClinic.email, password: 'desk-password-1' });
    expect((await t.call('OperatorConsultationHandler.list', {}, clinic.body.data.token)).status).toBe(200);
  });

  test('tells a database with real families from one with demo families only', async ({ t }) => {
    expect(await hasRealFamilies(t.database.db)).toBe(false);
    await createDemoFamily(t.database.db, t.clock.now(), { label: 'one', clinicPassword: 'desk-password-1' });
    expect(await hasRealFamilies(t.database.db)).toBe(false);
    await t.newParent('someone@hospital.example');
    expect(await hasRealFamilies(t.database.db)).toBe(true);
  });
});

describe('npm run demo on a database', () => {
  const capture = () => {
    const written = { out: '', err: '' };
    return { written, output: { out: (text: string) => (written.out += text), err: (text: string) => (written.err += text) } };
  };

  test('refuses one with real families, changing nothing, unless told', async ({ t }) => {
    await t.newParent('someone@hospital.example');
    const { written, output } = capture();
    expect(await runDemo(t.database.db, [], {}, t.clock.now(), output)).toBe(2);
    expect(written.err).toContain('This database already holds real families');
    expect(await t.database.db.selectFrom('users').select('id').where('email', 'like', '%@t1dfamily.example').execute()).toEqual([]);
    expect(await runDemo(t.database.db, ['--allow-real-families'], {}, t.clock.now(), output)).toBe(0);
  });

  test('prints the clinic desk password it made, once, and it signs in', async ({ t }) => {
    const first = capture();
    expect(await runDemo(t.database.db, [], {}, t.clock.now(), first.output)).toBe(0);
    const password = /clinic@t1dfamily\.example \/ (\S+)/.exec(first.written.out)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(first.written.out).not.toContain('clinic-desk-2026');
    expect((await t.call('ParentAuthHandler.signin', { email: demoClinic.email, password })).status).toBe(200);
    const again = capture();
    expect(await runDemo(t.database.db, [], {}, t.clock.now(), again.output)).toBe(0);
    expect(again.written.out).not.toContain(password);
  });
});
