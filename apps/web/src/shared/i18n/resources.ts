import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enFamily from '../../locales/en/family.json';
import enHome from '../../locales/en/home.json';
import enInvitations from '../../locales/en/invitations.json';
import enMessages from '../../locales/en/messages.json';
import enSession from '../../locales/en/session.json';
import enSplash from '../../locales/en/splash.json';
import zhAuth from '../../locales/zh/auth.json';
import zhCommon from '../../locales/zh/common.json';
import zhFamily from '../../locales/zh/family.json';
import zhHome from '../../locales/zh/home.json';
import zhInvitations from '../../locales/zh/invitations.json';
import zhMessages from '../../locales/zh/messages.json';
import zhSession from '../../locales/zh/session.json';
import zhSplash from '../../locales/zh/splash.json';

export const en = {
  common: enCommon,
  messages: enMessages,
  splash: enSplash,
  auth: enAuth,
  home: enHome,
  family: enFamily,
  invitations: enInvitations,
  session: enSession,
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
};

export const resources = { en, zh };
export type Namespace = keyof typeof en;
export const namespaces = Object.keys(en) as Namespace[];
