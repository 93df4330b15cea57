import { afterEach, describe, expect, it } from 'vitest';
import { forgetSso, readSsoQuery, recallSso, rememberSso, SSO_INFO_LIFETIME_MS, SSO_KEY } from './sso';

const read = (search: string) => readSsoQuery(new URLSearchParams(search));

describe('SSO mode', () => {
  afterEach(() => localStorage.clear());

  it('needs sso=1 with a session and a callback; the source defaults to portal', () => {
    expect(read('?sso=1&session_id=s-1&callback_url=https%3A%2F%2Fgame.example.org%2Fcb')).toMatchObject({
      sessionId: 's-1',
      callbackUrl: 'https://game.example.org/cb',
      source: 'portal',
    });
    expect(read('?sso=1&session_id=s-1&callback_url=https://g.example/cb&source=game')?.source).toBe('game');
    for (const search of [
      '?sso=1&session_id=s-1',
      '?sso=1&callback_url=https://g.example/cb',
      '?sso=0&session_id=s&callback_url=c',
      '?sso=1&session_id=%20&callback_url=c',
      '',
    ]) {
      expect(read(search), search).toBeNull();
    }
  });

  it('remembers the SSO info under parent_sso_info for an hour', () => {
    const info = { sessionId: 's-1', callbackUrl: 'https://g.example/cb', source: 'portal', timestamp: 1_000 };
    rememberSso(info);
    expect(JSON.parse(localStorage.getItem(SSO_KEY) ?? '')).toEqual(info);
    expect(recallSso(1_000 + SSO_INFO_LIFETIME_MS)).toEqual(info);
    expect(recallSso(1_001 + SSO_INFO_LIFETIME_MS)).toBeNull();
    forgetSso();
    expect(recallSso(1_000)).toBeNull();
  });

  it('ignores stored info that is not SSO info', () => {
    for (const raw of ['not json', '{"callbackUrl":1}', 'null', '[]']) {
      localStorage.setItem(SSO_KEY, raw);
      expect(recallSso(), raw).toBeNull();
    }
  });
});
