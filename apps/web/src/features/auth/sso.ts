import { safeStorage } from '../../shared/session';

/**
 * SSO mode: a parent sent here by the game with `sso=1`, a `session_id` and the
 * `callback_url` to go back to. The SSO info is kept under `parent_sso_info` so that it outlives a
 * trip to the Google issuer; whether the callback may be used is the server's judgement (its
 * ALLOWED_ORIGINS), asked before anything is offered and again when the way back is made.
 */
export interface SsoInfo {
  sessionId: string;
  callbackUrl: string;
  /** Who sent the parent; 'portal' when the link does not say. */
  source: string;
  /** When the SSO link was opened (epoch milliseconds, this device's clock). */
  timestamp: number;
}

export const SSO_KEY = 'parent_sso_info';

/** An SSO link is good for as long as a sign-up may reasonably take, not for a later visit. */
export const SSO_INFO_LIFETIME_MS = 60 * 60 * 1000;

/** The SSO info a /signup query carries, or null when it is not in SSO mode. */
export function readSsoQuery(params: URLSearchParams): SsoInfo | null {
  const sessionId = params.get('session_id')?.trim() ?? '';
  const callbackUrl = params.get('callback_url')?.trim() ?? '';
  if (params.get('sso') !== '1' || sessionId === '' || callbackUrl === '') return null;
  return { sessionId, callbackUrl, source: params.get('source')?.trim() || 'portal', timestamp: Date.now() };
}

export function rememberSso(info: SsoInfo) {
  safeStorage()?.setItem(SSO_KEY, JSON.stringify(info));
}

/** The SSO info of a link opened within the last hour, if any. */
export function recallSso(now = Date.now()): SsoInfo | null {
  try {
    const value = JSON.parse(safeStorage()?.getItem(SSO_KEY) ?? 'null') as Partial<SsoInfo> | null;
    if (!value || typeof value.callbackUrl !== 'string' || typeof value.sessionId !== 'string') return null;
    if (typeof value.timestamp !== 'number' || now - value.timestamp > SSO_INFO_LIFETIME_MS) return null;
    return { sessionId: value.sessionId, callbackUrl: value.callbackUrl, source: value.source || 'portal', timestamp: value.timestamp };
  } catch {
    return null;
  }
}

export function forgetSso() {
  safeStorage()?.removeItem(SSO_KEY);
}
