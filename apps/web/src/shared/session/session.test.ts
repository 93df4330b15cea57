import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reply } from '../../test/gateway';
import { resetExpiryForTests } from '../api/expiry';
import { getRestoreState, InvalidUserIdError, resetRestoreStateForTests, restorePersistentLogin, signOut, storeAuth } from './session';
import { registerServerDataCache } from '../api/serverDataCache';
import { getSession, hasSignedInBefore, mergeUser, reloadSession, TOKEN_KEY, USER_KEY } from './storage';

const auth = {
  user_id: 12,
  family_id: 3,
  p_code: 'P123',
  token: 'tok',
  persistent_token: 'never-stored',
  real_name: null,
  webapp_version_key: null,
  email: 'parent@example.com',
  hospital: 'St Mary',
};

beforeEach(() => {
  resetRestoreStateForTests();
  resetExpiryForTests();
});

describe('storeAuth', () => {
  it('stores the token and user data, never the persistent token', () => {
    storeAuth(auth, { campaign: 'spring' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');
    const stored = JSON.parse(localStorage.getItem(USER_KEY)!);
    expect(stored).toEqual({
      user_id: 12,
      family_id: 3,
      p_code: 'P123',
      email: 'parent@example.com',
      real_name: null,
      hospital_name: 'St Mary',
      campaign_name: 'spring',
      webapp_version_key: null,
      campaign: 'spring',
    });
    expect(JSON.stringify(localStorage)).not.toContain('never-stored');
  });

  it.each(['', 'null', null])('refuses user_id %j', (userId) => {
    expect(() => storeAuth({ ...auth, user_id: userId as unknown as number })).toThrow(InvalidUserIdError);
    expect(getSession().token).toBeNull();
  });

  it('merges profile fields into the stored user', () => {
    storeAuth(auth);
    mergeUser({ real_name: 'Sam Lee', hospital_name: undefined });
    expect(getSession().user).toMatchObject({ real_name: 'Sam Lee', hospital_name: 'St Mary' });
  });
});

describe('persistent login', () => {
  it('restores a session from the cookie', async () => {
    const fetchMock = vi.fn(() => reply(200, { code: 200, msg: 'success', data: { ...auth, persistent_token: undefined } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(restorePersistentLogin()).resolves.toBe(true);
    expect(getSession().token).toBe('tok');
  });

  it('asks once; after a failure the visitor is simply signed out', async () => {
    const fetchMock = vi.fn(() => reply(401, { code: 403, msg: 'Token expired', error: 'forbidden', forbidden: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([restorePersistentLogin(), restorePersistentLogin()]);
    expect([first, second]).toEqual([false, false]);
    await restorePersistentLogin();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getRestoreState()).toBe('signedOut');
    // An explicit check (the splash's button) asks again.
    await restorePersistentLogin({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the saved-login check', () => {
  it('asks whether there is one, and takes "none" (null, no error status) as signed out', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toMatchObject({ cmd: 'ParentAuthHandler.checkPersistentAuth', optional: true });
      return reply(200, { code: 200, msg: 'success', data: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(restorePersistentLogin()).resolves.toBe(false);
    expect(getRestoreState()).toBe('signedOut');
    expect(getSession().token).toBeNull();
  });

  it('remembers a device that has signed in, after signing out too', async () => {
    localStorage.clear();
    expect(hasSignedInBefore()).toBe(false);
    storeAuth(auth);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => reply(200, { code: 200, msg: 'success', data: null })),
    );
    await signOut();
    expect(getSession().token).toBeNull();
    expect(hasSignedInBefore()).toBe(true);
  });
});

describe('signOut', () => {
  it('ends the session on the server and forgets it locally, even when the server fails', async () => {
    storeAuth(auth);
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      const { cmd } = JSON.parse(String(init.body));
      return cmd === 'ParentAuthHandler.signout'
        ? reply(500, { code: 500, msg: 'Internal error' })
        : reply(200, { code: 200, msg: 'success', data: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    await signOut();
    const sent = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)).cmd);
    expect(sent).toEqual(['ParentAuthHandler.signout', 'ParentAuthHandler.clearPersistentAuth']);
    expect(getSession()).toEqual({ token: null, user: null });
  });
});

describe('the cached answers follow the signed-in user', () => {
  it('are forgotten when another account signs in, and not when the same one signs in again', () => {
    const cache = { clear: vi.fn() };
    registerServerDataCache(cache);
    storeAuth(auth);
    storeAuth({ ...auth, token: 'renewed' });
    expect(cache.clear).not.toHaveBeenCalled();
    // An invitation accepted on a signed-in device signs its new member in.
    storeAuth({ ...auth, user_id: 13, token: 'other' });
    expect(cache.clear).toHaveBeenCalledTimes(1);
  });

  it('are forgotten when another tab signs out, and the login is not restored behind it', async () => {
    const cache = { clear: vi.fn() };
    registerServerDataCache(cache);
    storeAuth(auth);
    const fetchMock = vi.fn(() => reply(200, { code: 200, msg: 'success', data: auth }));
    vi.stubGlobal('fetch', fetchMock);
    // The other tab's sign-out reaches this one as a change of localStorage.
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(cache.clear).toHaveBeenCalledTimes(1);
    expect(getRestoreState()).toBe('signedOut');
    await expect(restorePersistentLogin()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    reloadSession();
  });
});
