import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOffline, noteServerAnswered } from '../pwa/connectivity';
import { callCommand } from './client';
import { resetExpiryForTests } from './expiry';
import { reportNetworkFailure, setNetworkFailureHandler } from './networkFailure';
import { scriptedFetch } from './__fixtures__/gateway';

// The gateway's client when no answer comes, or only part of one (client.test.ts: answers and expiry).

beforeEach(() => {
  resetExpiryForTests();
  noteServerAnswered();
  setNetworkFailureHandler(() => {});
});

afterEach(() => resetExpiryForTests());

describe('network failures and cancellations', () => {
  it('a rejected fetch is a network error and raises the global alert', async () => {
    scriptedFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const alert = vi.fn();
    setNetworkFailureHandler(alert);
    const error = await callCommand('ParentAuthHandler.getLocations', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    reportNetworkFailure(error);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('an aborted request is cancelled and raises no alert', async () => {
    scriptedFetch((init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const alert = vi.fn();
    setNetworkFailureHandler(alert);
    const controller = new AbortController();
    const pending = callCommand('ParentAuthHandler.getLocations', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ kind: 'cancelled' });
    reportNetworkFailure(error);
    expect(alert).not.toHaveBeenCalled();
  });

  /** A 200 whose body stops on its way with `failure`, after its first bytes. */
  const cutOff = (failure: Error) => () =>
    Promise.resolve(
      new Response(
        new ReadableStream({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"code":200,"msg":"succ'));
            stream.error(failure);
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );

  it('an answer cut off on its way is no answer: a network failure, the server noted unreachable', async () => {
    scriptedFetch(cutOff(new TypeError('NetworkError when attempting to fetch resource.')));
    const error = await callCommand('ParentAuthHandler.getLocations', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(isOffline()).toBe(true);
  });

  it('a request the browser stopped (as a page is left) is no answer either, but says nothing of the server', async () => {
    scriptedFetch(cutOff(new DOMException('The operation was aborted.', 'AbortError')));
    const error = await callCommand('ParentAuthHandler.getLocations', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(isOffline()).toBe(false);
  });

  it('an answer that is not a JSON object is read as an empty body, by its status', async () => {
    scriptedFetch(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    const error = await callCommand('ParentAuthHandler.getLocations', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502, msg: '' });
  });

  it('gives up after the time-out as a network failure', async () => {
    scriptedFetch((init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const error = await callCommand('ParentAuthHandler.getLocations', {}, { timeoutMs: 5 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
  });
});
