import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enFamily from '../../locales/en/family.json';
import enHome from '../../locales/en/home.json';
import enInvitations from '../../locales/en/invitations.json';
import enMessages from '../../locales/en/messages.json';
import enSession from '../../locales/en/session.json';
import enSplash from '../../locales/en/splash.json';
import enTasks from '../../locales/en/tasks.json';
import enGoals from '../../locales/en/goals.json';
import enCoins from '../../locales/en/coins.json';
import enTokens from '../../locales/en/tokens.json';
import enActivity from '../../locales/en/activity.json';
import enFitness from '../../locales/en/fitness.json';
import enNotifications from '../../locales/en/notifications.json';
import enRedFlags from '../../locales/en/redFlags.json';
import enConsultation from '../../locales/en/consultation.json';
import enHomeConfig from '../../locales/en/homeConfig.json';
import zhAuth from '../../locales/zh/auth.json';
import zhCommon from '../../locales/zh/common.json';
import zhFamily from '../../locales/zh/family.json';
import zhHome from '../../locales/zh/home.json';
import zhInvitations from '../../locales/zh/invitations.json';
import zhMessages from '../../locales/zh/messages.json';
import zhSession from '../../locales/zh/session.json';
import zhSplash from '../../locales/zh/splash.json';
import zhTasks from '../../locales/zh/tasks.json';
import zhGoals from '../../locales/zh/goals.json';
import zhCoins from '../../locales/zh/coins.json';
import zhTokens from '../../locales/zh/tokens.json';
import zhActivity from '../../locales/zh/activity.json';
import zhFitness from '../../locales/zh/fitness.json';
import zhNotifications from '../../locales/zh/notifications.json';
import zhRedFlags from '../../locales/zh/redFlags.json';
import zhConsultation from '../../locales/zh/consultation.json';
import zhHomeConfig from '../../locales/zh/homeConfig.json';

export const en = {
  common: enCommon,
  messages: enMessages,
  splash: enSplash,
  auth: enAuth,
  home: enHome,
  family: enFamily,
  invitations: enInvitations,
  session: enSession,
  tasks: enTasks,
  goals: enGoals,
  coins: enCoins,
  tokens: enTokens,
  activity: enActivity,
  fitness: enFitness,
  notifications: enNotifications,
  redFlags: enRedFlags,
  consultation: enConsultation,
  homeConfig: enHomeConfig,
};

// Typed against `en` so a key missing from zh fails the typecheck, not a user.
export const zh: typeof en = {
  common: zhCommon,
  messages: zhMessages,
  splash: zhSplash,
  auth: zhAuth,
  home: zhHome,
  family: zhFamily,
  invitations: zhInvitations,
  session: zhSession,
  tasks: zhTasks,
  goals: zhGoals,
  coins: zhCoins,
  tokens: zhTokens,
  activity: zhActivity,
  fitness: zhFitness,
  notifications: zhNotifications,
  redFlags: zhRedFlags,
  consultation: zhConsultation,
  homeConfig: zhHomeConfig,
};

export const resources = { en, zh };
export type Namespace = keyof typeof en;
export const namespaces = Object.keys(en) as Namespace[];
