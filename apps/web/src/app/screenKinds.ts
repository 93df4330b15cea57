import type { Namespace } from '../shared/i18n/resources';
import type { ScreenSource } from './lazyScreen';

/**
 * Who may open a screen; the guards read it from here, so a screen's access is written next to it:
 * - `public`: anyone;
 * - `session`: a signed-in parent; anyone else goes to /signup with the query kept;
 * - `operator`: the clinic's operators (ADR 0009). Signing in is the app's check, the operator role
 *   the server's: a parent is told 'Operator role required';
 * - `signupRules`: /signup's own rules (campaign or sso pass, a signed-in user goes
 *   home unless an invite code came along).
 */
export type Access = 'public' | 'session' | 'operator' | 'signupRules';

export interface Screen extends ScreenSource {
  path: string;
  access: Access;
  /** The frame around it: public pages have no bottom navigation; the operator console has its own. */
  layout: 'public' | 'signedIn' | 'console';
}

/** A screen anyone may open, without the bottom navigation; `readsServer: false` for one that uses no react-query. */
export const publicScreen = (path: string, texts: Namespace[], load: Screen['load'], { readsServer = true } = {}): Screen => ({
  path,
  access: 'public',
  layout: 'public',
  texts,
  load,
  readsServer,
});

/** A screen of the signed-in family, with the bottom navigation. */
export const familyScreen = (path: string, texts: Namespace[], load: Screen['load']): Screen => ({
  path,
  access: 'session',
  layout: 'signedIn',
  texts,
  load,
  readsServer: true,
});
