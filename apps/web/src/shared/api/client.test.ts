import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession, reloadSession, TOKEN_KEY, USER_KEY } from '../session/storage';
import { callCommand, meansSessionExpired } from './client';
import { ApiError } from './errors';
import { isExpiring, leaveSession, onExpiryRedirect, onTokenExpired, resetExpiryForTests } from './expiry';
import { setNetworkFailureHandler } from './networkFailure';
import { json, scriptedFetch } from './__fixtures__/gateway';

const answer = (status: number, body: unknown) => () => Promise.resolve(json(status, body));
const expiredBody = { code: 403, msg: 'Token expired', error: 'forbidden', forbidden: 0 };

function signIn() {
  localStorage.setItem(TOKEN_KEY, 'session-token');
  localStorage.setItem(USER_KEY, JSON.stringify({ user_id: 7, real_name: 'Sam' }));
  sessionStorage.setItem('parent_sso_info', '{}');
  reloadSession();
}

beforeEach(() => {
  resetExpiryForTests();
  setNetworkFailureHandler(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  resetExpiryForTests();
});

describe('callCommand', () => {
  it('posts {cmd, token, ...input} with the bearer header and unwraps the envelope', async () => {
    signIn();
    const calls = scriptedFetch(answer(200, { code: 200, msg: 'success', data: { members: [] } }));
    const result = await callCommand('ParentFamilyHandler.get_members', { filter_role: 'child' });
    expect(result).toEqual({ members: [] });
    expect(calls[0]!.url).toBe('/api/gateway');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer session-token');
    expect(calls[0]!.body).toEqual({ cmd: 'ParentFamilyHandler.get_members', token: 'session-token', filter_role: 'child' });
  });

  it('sends no token when none is stored', async () => {
    const calls = scriptedFetch(answer(200, { code: 200, msg: 'success', data: [] }));
    await callCommand('ParentAuthHandler.getLocations', {});
    expect(calls[0]!.body).toEqual({ cmd: 'ParentAuthHandler.getLocations' });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws an ApiError with status, msg and field errors', async () => {
    const errors = [{ field: 'email', message: 'Please enter a valid email address' }];
    scriptedFetch(answer(400, { code: 400, msg: errors[0]!.message, errors }));
    const error = await callCommand('ParentAuthHandler.signin', { email: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 400, msg: errors[0]!.message, errors });
  });
});

describe('session expiry', () => {
  it('a 401 clears the session, announces tokenExpired, clears the cookie and redirects after 1 s', async () => {
    vi.useFakeTimers();
    signIn();
    const calls = scriptedFetch(answer(401, expiredBody));
    const expired = vi.fn();
    const redirect = vi.fn();
    const offExpired = onTokenExpired(expired);
    const offRedirect = onExpiryRedirect(redirect);

    const error = await callCommand('ParentFamilyHandler.get_members', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'expired', status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(calls.map((call) => call.body.cmd)).toContain('ParentAuthHandler.clearPersistentAuth');

    // New requests are refused while the expiry is in progress.
    await expect(callCommand('ParentAuthHandler.getLocations', {})).rejects.toMatchObject({ kind: 'cancelled' });
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(isExpiring()).toBe(false);
    offExpired();
    offRedirect();
  });

  it('treats forbidden === 0 in a 200 body as expiry too', () => {
    expect(meansSessionExpired(200, { forbidden: 0 })).toBe(true);
    expect(meansSessionExpired(403, { code: 403, error: 'forbidden' })).toBe(true);
    expect(meansSessionExpired(403, { code: 403, msg: 'Operator role required' })).toBe(false);
    expect(meansSessionExpired(404, { code: 404, msg: 'Not found' })).toBe(false);
  });

  it('cancels requests in flight when the session expires', async () => {
    signIn();
    let release: (response: Response) => void = () => {};
    scriptedFetch(
      (init) =>
        new Promise((resolve, reject) => {
          release = resolve;
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      answer(401, expiredBody),
    );
    const slow = callCommand('ParentFamilyHandler.get_family_info', {}).catch((e: unknown) => e);
    await callCommand('ParentFamilyHandler.get_members', {}).catch(() => undefined);
    await expect(slow).resolves.toMatchObject({ kind: 'cancelled' });
    release(json(200, {}));
  });

  it('a 401 for a call that raced a Logout is no news: cancelled, without the Session Expired flow', async () => {
    signIn();
    let release: (response: Response) => void = () => {};
    scriptedFetch(() => new Promise((resolve) => (release = resolve)));
    const expired = vi.fn();
    const off = onTokenExpired(expired);
    const read = callCommand('ParentFamilyHandler.get_members', {}).catch((e: unknown) => e);
    await Promise.resolve();
    // The parent signs out while the read is out; the server then refuses the ended session.
    clearLocalSession();
    release(json(401, expiredBody));
    await expect(read).resolves.toMatchObject({ kind: 'cancelled', status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(isExpiring()).toBe(false);
    off();
  });

  it('a sign-out cancels the session’s calls on their way and sends no other until it is done', async () => {
    signIn();
    const expired = vi.fn();
    const off = onTokenExpired(expired);
    // A read on its way when the parent taps Logout: the server may end the session before it answers.
    const calls = scriptedFetch(
      (init) => new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const onItsWay = callCommand('ParentFamilyHandler.get_members', {}).catch((e: unknown) => e);
    let asked: Promise<unknown> = Promise.resolve();
    await leaveSession(async () => {
      // A read asked meanwhile (a timer's, a card's) is not sent; the sign-out's own call is.
      asked = callCommand('ParentTextHandler.getAllTexts', { changed_only: true }, { expiry: 'ignore' }).catch((e: unknown) => e);
      await callCommand('ParentAuthHandler.signout', {}, { expiry: 'ignore', duringSignOut: true });
    });
    await expect(onItsWay).resolves.toMatchObject({ kind: 'cancelled' });
    await expect(asked).resolves.toMatchObject({ kind: 'cancelled' });
    expect(calls.map((call) => call.body.cmd)).toEqual(['ParentFamilyHandler.get_members', 'ParentAuthHandler.signout']);
    expect(expired).not.toHaveBeenCalled();
    // Once signed out, a refusal is news again.
    signIn();
    scriptedFetch(answer(401, expiredBody));
    await expect(callCommand('ParentFamilyHandler.get_members', {})).rejects.toMatchObject({ kind: 'expired' });
    off();
  });

  it('a 401 from checkPersistentAuth just means signed out', async () => {
    scriptedFetch(answer(401, expiredBody));
    const expired = vi.fn();
    const off = onTokenExpired(expired);
    const error = await callCommand('ParentAuthHandler.checkPersistentAuth', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(isExpiring()).toBe(false);
    off();
  });

  it('a 403 "Operator role required" is not an expiry', async () => {
    signIn();
    scriptedFetch(answer(403, { code: 403, msg: 'Operator role required' }));
    const expired = vi.fn();
    const off = onTokenExpired(expired);
    await callCommand('ParentFamilyHandler.get_members', {}).catch(() => undefined);
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('session-token');
    off();
  });
});
