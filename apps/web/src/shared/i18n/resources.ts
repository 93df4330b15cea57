import enCommon from '../../locales/en/common.json';
import enMessages from '../../locales/en/messages.json';

/**
 * The texts of one language, one loader per namespace. Each is a dynamic import, so each file is a
 * chunk of its own, fetched when a screen that shows it opens (routes.tsx names a screen's texts).
 */
const en = {
  common: () => Promise.resolve({ default: enCommon }),
  messages: () => Promise.resolve({ default: enMessages }),
  splash: () => import('../../locales/en/splash.json'),
  auth: () => import('../../locales/en/auth.json'),
  home: () => import('../../locales/en/home.json'),
  family: () => import('../../locales/en/family.json'),
  invitations: () => import('../../locales/en/invitations.json'),
  links: () => import('../../locales/en/links.json'),
  session: () => import('../../locales/en/session.json'),
  tasks: () => import('../../locales/en/tasks.json'),
  goals: () => import('../../locales/en/goals.json'),
  coins: () => import('../../locales/en/coins.json'),
  tokens: () => import('../../locales/en/tokens.json'),
  activity: () => import('../../locales/en/activity.json'),
  fitness: () => import('../../locales/en/fitness.json'),
  notifications: () => import('../../locales/en/notifications.json'),
  redFlags: () => import('../../locales/en/redFlags.json'),
  consultation: () => import('../../locales/en/consultation.json'),
  homeConfig: () => import('../../locales/en/homeConfig.json'),
  library: () => import('../../locales/en/library.json'),
  gifts: () => import('../../locales/en/gifts.json'),
  chat: () => import('../../locales/en/chat.json'),
  install: () => import('../../locales/en/install.json'),
  console: () => import('../../locales/en/console.json'),
};

export type Namespace = keyof typeof en;

/** Every namespace's texts, shaped as the English files are: the type that checks `t` keys. */
export type Texts = { [N in Namespace]: Awaited<ReturnType<(typeof en)[N]>>['default'] };

/** A language's loaders; typed by the English texts, so a key missing from zh fails the typecheck, not a user. */
type Loaders = { [N in Namespace]: () => Promise<{ default: Texts[N] }> };

const zh: Loaders = {
  common: () => import('../../locales/zh/common.json'),
  messages: () => import('../../locales/zh/messages.json'),
  splash: () => import('../../locales/zh/splash.json'),
  auth: () => import('../../locales/zh/auth.json'),
  home: () => import('../../locales/zh/home.json'),
  family: () => import('../../locales/zh/family.json'),
  invitations: () => import('../../locales/zh/invitations.json'),
  links: () => import('../../locales/zh/links.json'),
  session: () => import('../../locales/zh/session.json'),
  tasks: () => import('../../locales/zh/tasks.json'),
  goals: () => import('../../locales/zh/goals.json'),
  coins: () => import('../../locales/zh/coins.json'),
  tokens: () => import('../../locales/zh/tokens.json'),
  activity: () => import('../../locales/zh/activity.json'),
  fitness: () => import('../../locales/zh/fitness.json'),
  notifications: () => import('../../locales/zh/notifications.json'),
  redFlags: () => import('../../locales/zh/redFlags.json'),
  consultation: () => import('../../locales/zh/consultation.json'),
  homeConfig: () => import('../../locales/zh/homeConfig.json'),
  library: () => import('../../locales/zh/library.json'),
  gifts: () => import('../../locales/zh/gifts.json'),
  chat: () => import('../../locales/zh/chat.json'),
  install: () => import('../../locales/zh/install.json'),
  console: () => import('../../locales/zh/console.json'),
};

export const loaders: Record<'en' | 'zh', Loaders> = { en, zh };

export const namespaces = Object.keys(en) as Namespace[];

/**
 * What every screen may show before its own texts arrive, so it is in the entry bundle: the
 * frame's texts (common) and the words for the server's refusals (messages), which are looked up
 * outside React, where nothing could wait for them. English only: English is the fallback, and a
 * Chinese first visit loads the Chinese pair before the first paint (i18n.ts).
 */
export const alwaysLoaded = ['common', 'messages'] as const satisfies Namespace[];
export const bundled = { en: { common: enCommon, messages: enMessages } };

/** Every text of both languages, for tests that compare the languages or read a text by its key. */
export async function loadAllTexts(): Promise<Record<'en' | 'zh', Texts>> {
  const load = async (language: Loaders) =>
    Object.fromEntries(await Promise.all(namespaces.map(async (ns) => [ns, (await language[ns]()).default]))) as Texts;
  return { en: await load(en), zh: await load(zh) };
}
