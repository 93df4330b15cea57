import { recordChildActivity } from '../activity/childActivity.js';
import { hashPassword } from '../auth/passwords.js';
import { setOperatorRole } from '../auth/operators.js';
import type { Db } from '../db/database.js';
import { localDay } from '../domain/days.js';
import { createChildAccount } from '../families/children.js';
import { awardCoins } from '../economy/coins.js';
import { recordLoginDay } from '../economy/familyTime.js';
import { completeGoalOccurrence } from '../economy/goals.js';
import { recordTokenGrants } from '../economy/tokens.js';
import { createParentAccount, foundFamily } from '../families/parents.js';

export const demoParent = { email: 'demo@t1dfamily.example', password: 'demo-family-2026', realName: 'Lin Chen' };
const demoPartner = { email: 'demo.partner@t1dfamily.example', password: 'demo-partner-2026', realName: 'Wei Chen' };

/**
 * A demo family's accounts. A label gives another family with the same life (e.g. one per browser
 * project in the journeys, so each can count exactly): demo.phone@…, demo.partner.phone@…, mei-phone.
 */
export function demoAccounts(label?: string) {
  const tagged = (email: string) => (label ? email.replace('@', `.${label}@`) : email);
  return {
    parent: { ...demoParent, email: tagged(demoParent.email) },
    partner: { ...demoPartner, email: tagged(demoPartner.email) },
    childLoginName: (name: string) => `${name.toLowerCase()}-${label ?? 'demo'}`,
  };
}
/** The clinic desk (an operator) that takes the consultation's clinic steps; its password is made when it is. */
export const demoClinic = { email: 'clinic@t1dfamily.example', realName: 'Riverside clinic desk' };

/** Every demo account's e-mail is at this domain, which no real family uses (`.example` is reserved). */
const demoDomain = '@t1dfamily.example';

/** True when the database holds a parent who is not a demo account: a real family the demo must not mix with. */
export async function hasRealFamilies(db: Db): Promise<boolean> {
  const real = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'parent')
    .where('email', 'not like', `%${demoDomain}`)
    .executeTakeFirst();
  return real !== undefined;
}

export interface DemoResult {
  /** False when that demo family was already there. */
  created: boolean;
  /** The clinic desk's password when this run made the desk; null when it was already there. */
  clinicPassword: string | null;
}
const timeZone = 'Asia/Shanghai';
const days = 60;

const skills = [
  ['carbs', 'Counting carbs', '计算碳水化合物'],
  ['hypo-signs', 'Spotting a hypo', '识别低血糖'],
  ['meter', 'Reading a glucose meter', '读血糖仪'],
  ['snack', 'Choosing a healthy snack', '挑选健康零食'],
  ['explain', 'Explaining T1D to a friend', '向朋友解释 1 型糖尿病'],
  ['sport-check', 'Checking before sport', '运动前检测'],
  ['hypo-kit', 'Packing a hypo kit', '整理低血糖应急包'],
  ['sites', 'Rotating injection sites', '轮换注射部位'],
  ['school-help', 'Asking for help at school', '在学校寻求帮助'],
  ['meal-log', 'Logging a meal', '记录一餐'],
  ['bedtime', 'Bedtime check', '睡前检测'],
  ['water', 'Drinking water with meals', '用餐时喝水'],
] as const;

/** A small seeded generator, so every demo family looks the same. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ChildPlan {
  name: string;
  /** Chance of playing on a given day. */
  activeChance: number;
  /** Typical community interactions on a day of play. */
  interactionsPerDay: number;
  /** Days at the end with no play at all (a sudden drop). */
  quietDaysAtEnd: number;
}

const children: ChildPlan[] = [
  { name: 'Mei', activeChance: 0.85, interactionsPerDay: 0.5, quietDaysAtEnd: 0 },
  { name: 'Jun', activeChance: 0.75, interactionsPerDay: 1.6, quietDaysAtEnd: 4 },
];

/**
 * Creates the demo family with 60 days of life, written through the same services the app and the
 * game integration use, and the clinic desk once. Answers false when that demo family already exists.
 */
export async function createDemoFamily(db: Db, now: number, options: { label?: string; clinicPassword: string }): Promise<DemoResult> {
  const accounts = demoAccounts(options.label);
  const existing = await db.selectFrom('users').select('id').where('email', '=', accounts.parent.email).executeTakeFirst();
  if (existing) return { created: false, clinicPassword: await createClinicDesk(db, now, options.clinicPassword) };
  const random = seeded(2026);
  const start = now - days * 86400;

  const familyId = await foundFamily(db, timeZone, start);
  const family = { id: familyId };
  const parentIds: number[] = [];
  for (const person of [accounts.parent, accounts.partner]) {
    const parent = await createParentAccount(
      db,
      familyId,
      { ...demoAccount(person), passwordHash: await hashPassword(person.password), campaign: 'Spring 2026' },
      start,
    );
    parentIds.push(parent.id);
  }
  const [parentId = 0] = parentIds;

  for (const plan of children) {
    const child = await createChildAccount(db, {
      familyId: family.id,
      realName: plan.name,
      loginName: accounts.childLoginName(plan.name),
      now: start,
    });
    let nextSkill = Math.floor(random() * 3);
    for (let day = 0; day < days; day += 1) {
      const at = start + day * 86400 + 9 * 3600 + Math.floor(random() * 10 * 3600);
      const quiet = day >= days - plan.quietDaysAtEnd;
      if (quiet || random() > plan.activeChance) continue;
      // Skills come now and then, more in the last week so the dashboard has fresh ones.
      const learns = random() < (day >= days - 7 ? 0.5 : 0.12) && nextSkill < skills.length;
      const spread = () => Math.max(0, Math.round(plan.interactionsPerDay * (0.3 + random())));
      await recordChildActivity(db, {
        childId: child.id,
        at,
        skills: learns ? [{ key: skills[nextSkill]![0], name: skills[nextSkill]![1], nameZh: skills[nextSkill]![2] }] : [],
        interactions: {
          chat_messages: spread(),
          friend_connections: random() < 0.2 ? 1 : 0,
          minigames_with_others: spread() > 1 ? 1 : 0,
          npc_chats: spread(),
        },
      });
      if (learns) nextSkill += 1;
    }
  }

  const goals = await db
    .selectFrom('goals')
    .select(['id', 'name', 'name_zh', 'coin_amount', 'loop_type'])
    .where('active', '=', 1)
    .execute();
  for (let day = 0; day < days; day += 1) {
    const at = start + day * 86400 + 20 * 3600;
    const today = localDay(at, timeZone);
    if (random() < 0.7) await recordLoginDay(db, family.id, today, at);
    if (random() < 0.5) {
      await awardCoins(db, {
        familyId: family.id,
        userId: parentId,
        amount: 5,
        reason: 'community',
        reasonKey: `community:${family.id}:${today}`,
        title: null,
        titleZh: null,
        now: at,
      });
    }
    // Daily goals now and then; one-time goals stay open for the family to complete.
    for (const goal of goals.filter((g) => g.loop_type === 1)) {
      if (random() < 0.25) {
        await completeGoalOccurrence(db, { familyId: family.id, userId: parentIds[day % 2] ?? parentId, goal, day: today, now: at });
      }
    }
  }
  for (const lesson of [1, 2, 3]) {
    const at = start + lesson * 9 * 86400;
    await awardCoins(db, {
      familyId: family.id,
      userId: parentId,
      amount: 10,
      reason: 'lesson_plan',
      reasonKey: `lesson:${family.id}:${lesson}`,
      title: null,
      titleZh: null,
      now: at,
    });
  }
  const grants: [number, string, string, number][] = [
    [100, 'Welcome to the programme', '欢迎加入项目', start + 86400],
    [40, 'Four weeks of family logins', '家庭连续登录四周', start + 30 * 86400],
    [25, 'Mei learned five skills', 'Mei 学会了五项技能', start + 45 * 86400],
  ];
  for (const [amount, reason, reasonZh, at] of grants) {
    await recordTokenGrants(db, [{ familyId: family.id, amount, reason, reasonZh, grantedBy: null }], at);
  }
  // Yesterday counts as a login day, so the streak reaches the present.
  await recordLoginDay(db, family.id, localDay(now - 86400, timeZone), now - 86400);
  return { created: true, clinicPassword: await createClinicDesk(db, now, options.clinicPassword) };
}

/** Makes the clinic desk with `password` unless it exists; answers the password it set, or null. */
async function createClinicDesk(db: Db, now: number, password: string): Promise<string | null> {
  if (await db.selectFrom('users').select('id').where('email', '=', demoClinic.email).executeTakeFirst()) return null;
  const familyId = await foundFamily(db, timeZone, now);
  await createParentAccount(db, familyId, { ...demoAccount(demoClinic), passwordHash: await hashPassword(password) }, now);
  await setOperatorRole(db, demoClinic.email, true);
  return password;
}

/** The demo's accounts all belong to one hospital. */
const demoAccount = (person: { email: string; realName: string }) => ({
  email: person.email,
  realName: person.realName,
  hospital: 'Riverside Children’s Hospital',
});
