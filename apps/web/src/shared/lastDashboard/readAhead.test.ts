import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY, TOKEN_KEY, USER_KEY } from '../session/storageKeys';
import { firstVisitReads } from './firstVisitReads';
import { stopReadingAhead } from './lastDashboard';
import {
  callKey,
  paintAndReadAhead,
  readAheadForMs,
  sendDashboardReads,
  takeReadAhead,
  takeSettledReads,
  type DashboardRead,
} from './readAhead';

const now = 1_800_000_000_000;
const token = 'token-of-the-session';
const ok = (data: unknown) => ({ status: 200, body: { code: 200, msg: 'success', data } });

/** The dashboard's reads: `count` commands, the first two keeping the answer as their data. */
function dashboardReads(count: number): DashboardRead[] {
  return Array.from({ length: count }, (_, index) => ({ call: { cmd: `Command.read${index}`, page: 1 }, asData: index < 2 }));
}

interface Sent {
  url: string;
  init: RequestInit;
  calls: { cmd: string }[];
}

/** A gateway that answers every batch with `answer(calls)` and records what was sent. */
function fakeGateway(answer: (calls: { cmd: string }[]) => Promise<Response> | Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const calls = (JSON.parse(String(init.body)) as { calls: { cmd: string }[] }).calls;
      sent.push({ url, init, calls });
      return Promise.resolve(answer(calls));
    }),
  );
  return sent;
}

const answerEach = (calls: { cmd: string }[]) =>
  new Response(JSON.stringify({ results: calls.map((call) => ok(call.cmd)) }), { headers: { 'Content-Type': 'application/json' } });

const take = (call: Record<string, unknown>, options: { token?: string | null; locale?: string; at?: number } = {}) =>
  takeReadAhead(window, call, options.token === undefined ? token : options.token, options.locale ?? 'zh', options.at ?? now + 3_000);

afterEach(() => {
  stopReadingAhead(window);
});

describe('a call’s identity', () => {
  it('does not depend on the order of its fields, nested ones too', () => {
    expect(callKey({ cmd: 'A.b', page: 1, filter: { x: 1, y: 2 } })).toBe(callKey({ filter: { y: 2, x: 1 }, page: 1, cmd: 'A.b' }));
    expect(callKey({ cmd: 'A.b', page: 1 })).not.toBe(callKey({ cmd: 'A.b', page: 2 }));
  });
});

describe('reading the dashboard ahead', () => {
  it('asks for every read in batches of at most 20, with the session and the kept language', () => {
    const sent = fakeGateway(answerEach);
    sendDashboardReads(window, token, { locale: 'zh', calls: dashboardReads(23) }, now);
    expect(sent.map(({ calls }) => calls.length)).toEqual([20, 3]);
    const [first] = sent;
    expect(first?.url).toBe('/api/gateway/batch');
    expect(first?.init.method).toBe('POST');
    expect(first?.init.headers).toMatchObject({ 'Accept-Language': 'zh', Authorization: `Bearer ${token}` });
    expect(JSON.parse(String(first?.init.body))).toMatchObject({ token });
  });

  it('never asks for more than three batches, whatever was kept', () => {
    const sent = fakeGateway(answerEach);
    sendDashboardReads(window, token, { locale: 'en', calls: dashboardReads(75) }, now);
    expect(sent.map(({ calls }) => calls.length)).toEqual([20, 20, 20]);
  });

  it('gives each read its own answer, once', async () => {
    fakeGateway(answerEach);
    sendDashboardReads(window, token, { locale: 'zh', calls: dashboardReads(3) }, now);
    await expect(take({ page: 1, cmd: 'Command.read2' })).resolves.toEqual(ok('Command.read2'));
    expect(take({ page: 1, cmd: 'Command.read2' })).toBeNull();
    expect(take({ page: 2, cmd: 'Command.read1' })).toBeNull();
  });

  it('gives nothing to another session, another language, after its time, or once the app has sent anything but a read', () => {
    fakeGateway(answerEach);
    sendDashboardReads(window, token, { locale: 'zh', calls: dashboardReads(1) }, now);
    const call = { cmd: 'Command.read0', page: 1 };
    expect(take(call, { token: 'another-session' })).toBeNull();
    expect(take(call, { token: null })).toBeNull();
    expect(take(call, { locale: 'en' })).toBeNull();
    expect(take(call, { at: now + readAheadForMs + 1 })).toBeNull();
    stopReadingAhead(window);
    expect(take(call)).toBeNull();
  });

  it('answers null for each read of a batch that failed or was refused, so the app asks itself', async () => {
    fakeGateway((calls) => (calls.length === 20 ? Promise.reject(new TypeError('offline')) : new Response('{}', { status: 400 })));
    sendDashboardReads(window, token, { locale: 'zh', calls: dashboardReads(21) }, now);
    await expect(take({ cmd: 'Command.read0', page: 1 })).resolves.toBeNull();
    await expect(take({ cmd: 'Command.read20', page: 1 })).resolves.toBeNull();
  });

  it('gives up on a batch not answered within its time, so the app asks itself, and then lets everything go', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) =>
              init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
            ),
        ),
      );
      sendDashboardReads(window, token, { locale: 'zh', calls: dashboardReads(2) }, now);
      const answer = take({ cmd: 'Command.read0', page: 1 });
      await vi.advanceTimersByTimeAsync(readAheadForMs);
      await expect(answer).resolves.toBeNull();
      expect(take({ cmd: 'Command.read1', page: 1 }, { at: now })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never sends a kept call that carries a session of its own', () => {
    const sent = fakeGateway(answerEach);
    const calls = [...dashboardReads(2), { call: { cmd: 'Command.other', token: 'a-session-of-its-own' }, asData: true }];
    sendDashboardReads(window, token, { locale: 'zh', calls }, now);
    expect(sent[0]?.calls.map((call) => call.cmd)).toEqual(['Command.read0', 'Command.read1']);
  });

  it('answers null for a batch answered with the wrong number of results', async () => {
    fakeGateway(() => new Response(JSON.stringify({ results: [ok(1)] })));
    sendDashboardReads(window, token, { locale: 'zh', calls: dashboardReads(2) }, now);
    await expect(take({ cmd: 'Command.read0', page: 1 })).resolves.toBeNull();
  });
});

describe('the answers already here, for the app’s cache', () => {
  it('takes only the arrived answers of reads that keep the answer as their data, and only those accepted', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeGateway(async (calls) => {
      await held;
      return new Response(
        JSON.stringify({ results: calls.map((call, index) => (index === 1 ? { status: 404, body: {} } : ok(call.cmd))) }),
      );
    });
    sendDashboardReads(window, token, { locale: 'zh', calls: dashboardReads(3) }, now);
    const accept = ({ answer }: { answer: { status: number } }) => answer.status === 200;
    expect(takeSettledReads(window, token, 'zh', now, accept)).toEqual([]);
    release();
    // The answers' promise chains run before the next task.
    await new Promise((resolve) => setTimeout(resolve));
    const taken = takeSettledReads(window, token, 'zh', now, accept);
    // read1 was refused (left for the transport, which reads refusals), read2 keeps no answer as its data.
    expect(taken.map(({ call }) => call.cmd)).toEqual(['Command.read0']);
    expect(taken[0]?.answer).toEqual(ok('Command.read0'));
    expect(take({ cmd: 'Command.read0', page: 1 })).toBeNull();
    await expect(take({ cmd: 'Command.read1', page: 1 })).resolves.toEqual({ status: 404, body: {} });
    expect(takeSettledReads(window, 'another-session', 'zh', now, () => true)).toEqual([]);
  });
});

describe('a first visit, with no dashboard kept to paint (ADR 0056)', () => {
  function startAt(path: string, signedIn = true) {
    history.replaceState(null, '', path);
    if (signedIn) {
      localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem(USER_KEY, JSON.stringify({ user_id: 7, p_code: 'P-7' }));
    }
    localStorage.setItem(LOCALE_KEY, 'zh-CN');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    return () => {
      root.remove();
      history.replaceState(null, '', '/');
    };
  }

  it('asks the dashboard’s first batch at its start page, in the stored language', () => {
    const sent = fakeGateway(answerEach);
    const done = startAt('/home');
    paintAndReadAhead(document, localStorage, now);
    done();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.headers).toMatchObject({ 'Accept-Language': 'zh', Authorization: `Bearer ${token}` });
    const reads = firstVisitReads(localStorage)!;
    expect(sent[0]?.calls).toEqual(reads.calls.map(({ call }) => call));
    expect(take({ cmd: 'ParentAuthHandler.getUserProfile' })).not.toBeNull();
  });

  it('asks nothing on another page, or signed out', () => {
    const sent = fakeGateway(answerEach);
    let done = startAt('/tasks');
    paintAndReadAhead(document, localStorage, now);
    done();
    localStorage.clear();
    done = startAt('/home', false);
    paintAndReadAhead(document, localStorage, now);
    done();
    expect(sent).toEqual([]);
  });
});
