import { hashPassword } from '../../auth/passwords.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createChildAccount } from '../../families/children.js';
import { createChildLoginLink } from '../../families/loginLinks.js';
import { createParentAccount, foundFamily } from '../../families/parents.js';
import { demoAccounts } from '../demoFamily.js';
import { expectOk, type GameTransport } from './transport.js';

/** A child the simulator plays, as the game knows it after signing it in. */
export interface PlayedChild {
  userId: number;
  name: string;
  familyId: number | null;
  /** A parent of the family, whose task instances the child may complete. */
  parentId: number | null;
}

const simPassword = 'sim-play-2026';
const simParent = (n: number) => `sim.parent.${n}@t1dfamily.example`;

/** The demo family's parent and children (created by `npm run demo`), or null when it is not there. */
export async function demoFamily(db: Db, label?: string) {
  const { parent } = demoAccounts(label);
  const row = await db.selectFrom('users').select(['id', 'family_id']).where('email', '=', parent.email).executeTakeFirst();
  if (!row || row.family_id === null) return null;
  const children = await db
    .selectFrom('users')
    .select(['id', 'real_name'])
    .where('family_id', '=', row.family_id)
    .where('role', '=', 'child')
    .orderBy('id')
    .execute();
  return { parentId: row.id, familyId: row.family_id, children };
}

/**
 * Signs `count` children in through the game API: first the demo family's, each by a one-time login
 * link a parent makes (as the app's Child Login Info page does), then children of simulated families,
 * made once with a password and checked through /children/verify, two to a family.
 */
export async function signInCast(
  db: Db,
  config: Config,
  game: GameTransport,
  options: { count: number; label?: string; timeZone: string },
  now: number,
): Promise<PlayedChild[]> {
  const cast: PlayedChild[] = [];
  const demo = await demoFamily(db, options.label);
  for (const child of demo?.children.slice(0, options.count) ?? []) {
    const scope = { familyId: demo!.familyId, userId: demo!.parentId, familyTimeZone: options.timeZone };
    const link = await createChildLoginLink(db, scope, { childId: child.id, publicUrl: config.publicUrl }, now);
    const token = new URL(link.url).searchParams.get('login_token');
    const signedIn = expectOk(await game.post('/child-login/redeem', { login_token: token }), 'childLoginRedeem');
    cast.push({ userId: signedIn.user_id, name: signedIn.real_name, familyId: signedIn.family_id, parentId: demo!.parentId });
  }
  for (let n = cast.length + 1; cast.length < options.count; n += 1) {
    const loginName = `sim-kid-${n}`;
    await ensureSimChild(db, loginName, Math.ceil(n / 2), options.timeZone, now);
    const signedIn = expectOk(await game.post('/children/verify', { login_name: loginName, password: simPassword }), 'childrenVerify');
    const parent = await db
      .selectFrom('users')
      .select('id')
      .where('family_id', '=', signedIn.family_id)
      .where('role', '=', 'parent')
      .executeTakeFirst();
    cast.push({ userId: signedIn.user_id, name: signedIn.real_name, familyId: signedIn.family_id, parentId: parent?.id ?? null });
  }
  return cast;
}

/** Whether the cast needs simulated families that are not there yet (which only a demo database should get). */
export async function needsNewFamilies(db: Db, count: number, label?: string): Promise<boolean> {
  const demo = await demoFamily(db, label);
  if (!demo) return true;
  for (let n = demo.children.length + 1; n <= count; n += 1) {
    if (!(await db.selectFrom('users').select('id').where('login_name', '=', `sim-kid-${n}`).executeTakeFirst())) return true;
  }
  return false;
}

async function ensureSimChild(db: Db, loginName: string, familyNumber: number, timeZone: string, now: number): Promise<void> {
  if (await db.selectFrom('users').select('id').where('login_name', '=', loginName).executeTakeFirst()) return;
  const email = simParent(familyNumber);
  let parent = await db.selectFrom('users').select(['family_id']).where('email', '=', email).executeTakeFirst();
  if (!parent) {
    const familyId = await foundFamily(db, timeZone, now);
    await createParentAccount(
      db,
      familyId,
      { email, passwordHash: await hashPassword(simPassword), realName: `Simulated parent ${familyNumber}` },
      now,
    );
    parent = { family_id: familyId };
  }
  await createChildAccount(db, {
    familyId: parent.family_id,
    realName: `Sim kid ${loginName.slice('sim-kid-'.length)}`,
    loginName,
    passwordHash: await hashPassword(simPassword),
    now,
  });
}
