import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession, reloadSession, TOKEN_KEY, USER_KEY } from '../session/storage';
import { callCommand } from './client';
import { ApiError } from './errors';
import { isExpiring, resetExpiryForTests } from './expiry';
import { stopReadingAhead } from '../lastDashboard/lastDashboard';
import { sendDashboardReads } from '../lastDashboard/readAhead';
import { findReadsAheadWith } from './batch';
import { answerReadsFromStart } from './readAheadAnswers';

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => ({ status: 200, body: { code: 200, msg: 'success', data } });
const expired = { status: 401, body: { code: 403, msg: 'Token expired', error: 'forbidden', forbidden: 0, reason: 'token_expired' } };

/** A gateway answer that gives every read `data`, in a batch or alone. */
const everyRead =
  (data: unknown) =>
  ({ url, body }: Sent) =>
    url.endsWith('/batch') ? json(200, { results: (body.calls as unknown[]).map(() => ok(data)) }) : json(200, ok(data).body);

/** A gateway that answers each request with `answer(url, body)` and records what was sent. */
function fakeGateway(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const request = { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
      sent.push(request);
      return Promise.resolve(answer(request));
    }),
  );
  return sent;
}

beforeEach(() => {
  resetExpiryForTests();
  localStorage.setItem(TOKEN_KEY, 'session-token');
  localStorage.setItem(USER_KEY, JSON.stringify({ user_id: 7 }));
  reloadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadSession();
});

describe('batched reads', () => {
  it('sends the reads of one tick in one request, in order, and settles each with its own answer', async () => {
    const sent = fakeGateway(() =>
      json(200, {
        results: [ok({ unread_count: 3 }), { status: 404, body: { code: 404, msg: 'Not found', reason: 'not_found' } }, ok([])],
      }),
    );
    const [count, task, locations] = await Promise.allSettled([
      callCommand('ParentNotification.getUnreadCount', {}, { batch: true }),
      callCommand('GmsInfluenceApi.getTaskInfo', { task_instance_id: 9, parent_code: 'P' }, { batch: true }),
      callCommand('ParentAuthHandler.getLocations', {}, { batch: true }),
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      url: '/api/gateway/batch',
      body: {
        token: 'session-token',
        calls: [
          { cmd: 'ParentNotification.getUnreadCount' },
          { cmd: 'GmsInfluenceApi.getTaskInfo', task_instance_id: 9, parent_code: 'P' },
          { cmd: 'ParentAuthHandler.getLocations' },
        ],
      },
    });
    expect(count).toEqual({ status: 'fulfilled', value: { unread_count: 3 } });
    expect(task.status).toBe('rejected');
    expect((task as PromiseRejectedResult).reason).toMatchObject({ kind: 'http', status: 404, reason: 'not_found' });
    expect(locations).toEqual({ status: 'fulfilled', value: [] });
  });

  it('sends a read that is alone as a plain call', async () => {
    const sent = fakeGateway(() => json(200, { code: 200, msg: 'success', data: { unread_count: 0 } }));
    await expect(callCommand('ParentNotification.getUnreadCount', {}, { batch: true })).resolves.toEqual({ unread_count: 0 });
    expect(sent.map((request) => request.url)).toEqual(['/api/gateway']);
  });

  it('splits more than 20 reads into batches of at most 20', async () => {
    const sent = fakeGateway(everyRead({ unread_count: 1 }));
    const reads = Array.from({ length: 25 }, () => callCommand('ParentNotification.getUnreadCount', {}, { batch: true }));
    await Promise.all(reads);
    expect(sent.map((request) => (request.body.calls as unknown[]).length)).toEqual([20, 5]);
  });

  it('lets one cancelled read go without cancelling the others', async () => {
    const sent = fakeGateway(() => json(200, { results: [ok({ unread_count: 1 }), ok([])] }));
    const controller = new AbortController();
    const cancelled = callCommand('ParentNotification.getUnreadCount', {}, { batch: true, signal: controller.signal });
    const kept = callCommand('ParentAuthHandler.getLocations', {}, { batch: true });
    const other = callCommand('ParentNotification.getUnreadCount', {}, { batch: true });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: 'cancelled' });
    await expect(kept).resolves.toEqual({ unread_count: 1 });
    await expect(other).resolves.toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('settles a batch one read per task, the last asked first, so each part renders on its own', async () => {
    fakeGateway(() => json(200, { results: [ok({ unread_count: 1 }), ok({ unread_count: 2 }), ok({ unread_count: 3 })] }));
    const events: string[] = [];
    const reads = [1, 2, 3].map((n) =>
      callCommand('ParentNotification.getUnreadCount', {}, { batch: true }).then(() => {
        events.push(`read ${n}`);
        // Stands for the render a settled read causes (react-query notifies in a task of its own).
        setTimeout(() => events.push(`task after read ${n}`), 0);
      }),
    );
    await Promise.all(reads);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['read 3', 'task after read 3', 'read 2', 'task after read 2', 'read 1', 'task after read 1']);
  });

  it('sends the reads asked while a batch settles together, once its last answer has settled', async () => {
    const sent = fakeGateway(everyRead([]));
    // Each settled read leads to another (as a child's streak follows the children), asked in a later task.
    const follow = () =>
      new Promise((resolve) => setTimeout(() => resolve(callCommand('ParentAuthHandler.getLocations', {}, { batch: true })), 0));
    await Promise.all([1, 2, 3].map(() => callCommand('ParentAuthHandler.getLocations', {}, { batch: true }).then(follow)));
    expect(sent.map((request) => (request.body.calls as unknown[]).length)).toEqual([3, 3]);
  });

  it('cancels what a session that ends mid-settling still holds: nothing asked for it leaves after Logout', async () => {
    const sent = fakeGateway(everyRead([]));
    const reads = [1, 2, 3].map((n) => callCommand('ParentAuthHandler.getLocations', {}, { batch: true }).then(() => n));
    // The first read to settle (the last asked) leads to another, which waits for the batch; then the parent signs out.
    await reads[2];
    const heldRead = callCommand('ParentAuthHandler.getLocations', {}, { batch: true });
    clearLocalSession();
    const settled = await Promise.allSettled([reads[0], reads[1], heldRead]);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of settled) expect((result as PromiseRejectedResult).reason).toMatchObject({ kind: 'cancelled' });
    expect(sent).toHaveLength(1);
    expect(isExpiring()).toBe(false);

    // What the signed-out screen asks for itself still goes, without the ended session's token.
    await expect(callCommand('ParentAuthHandler.getLocations', {}, { batch: true })).resolves.toEqual([]);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).not.toHaveProperty('token');
  });

  it('sends a read held while a session begins with that session', async () => {
    localStorage.clear();
    reloadSession();
    const sent = fakeGateway(everyRead([]));
    const reads = [1, 2].map(() => callCommand('ParentAuthHandler.getLocations', {}, { batch: true }));
    await reads[1];
    const heldRead = callCommand('ParentAuthHandler.getLocations', {}, { batch: true });
    localStorage.setItem(TOKEN_KEY, 'new-session');
    reloadSession();
    await expect(Promise.all([...reads, heldRead])).resolves.toEqual([[], [], []]);
    expect(sent.map((request) => request.body.token)).toEqual([undefined, 'new-session']);
  });

  it.each([
    ['left that session (signed out)', () => clearLocalSession()],
    [
      'moved to another session (signed in again)',
      () => {
        localStorage.setItem(TOKEN_KEY, 'next-session');
        reloadSession();
      },
    ],
  ])('reads a refused session as cancelled, not expired, when the device %s while the batch was out', async (_, leave) => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const reads = Promise.allSettled([
      callCommand('ParentAuthHandler.getUserProfile', {}, { batch: true }),
      callCommand('ParentAuthHandler.getLocations', {}, { batch: true }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    leave();
    answer(json(200, { results: [expired, expired] }));
    for (const result of await reads) expect((result as PromiseRejectedResult).reason).toMatchObject({ kind: 'cancelled' });
    expect(isExpiring()).toBe(false);
  });

  it('starts the session-expiry flow for a refused session inside a batch, and fails every read when the network does', async () => {
    fakeGateway(({ url }) => (url.endsWith('/batch') ? json(200, { results: [expired, ok([])] }) : json(200, ok(null).body)));
    const [profile] = await Promise.allSettled([
      callCommand('ParentAuthHandler.getUserProfile', {}, { batch: true }),
      callCommand('ParentAuthHandler.getLocations', {}, { batch: true }),
    ]);
    expect((profile as PromiseRejectedResult).reason).toMatchObject({ kind: 'expired' });
    expect(isExpiring()).toBe(true);

    resetExpiryForTests();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const both = await Promise.allSettled([
      callCommand('ParentNotification.getUnreadCount', {}, { batch: true }),
      callCommand('ParentAuthHandler.getLocations', {}, { batch: true }),
    ]);
    for (const result of both) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(both.map((result) => ((result as PromiseRejectedResult).reason as ApiError).kind)).toEqual(['network', 'network']);
  });
});

describe('the dashboard’s reads answered ahead at start (ADR 0046)', () => {
  const unreadCount = { cmd: 'ParentNotification.getUnreadCount' };
  const locations = { cmd: 'ParentAuthHandler.getLocations' };
  const readAhead = (answer: (calls: unknown[]) => Promise<Response>, token = 'session-token') => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => answer((JSON.parse(String(init.body)) as { calls: unknown[] }).calls)),
    );
    sendDashboardReads(
      window,
      token,
      { locale: 'en', calls: [unreadCount, locations].map((call) => ({ call, asData: true })) },
      Date.now(),
    );
  };
  /** Reads ahead whose answers come when the returned function is called. */
  const readAheadHeld = () => {
    let answer = () => {};
    readAhead(() => new Promise((resolve) => (answer = () => resolve(json(200, { results: [ok({ unread_count: 4 }), ok([])] })))));
    return () => answer();
  };
  beforeEach(answerReadsFromStart);
  afterEach(() => {
    stopReadingAhead(window);
    findReadsAheadWith(() => null);
  });

  it('takes their answers instead of asking again, and sends only what was not read ahead', async () => {
    readAhead(() => Promise.resolve(json(200, { results: [ok({ unread_count: 4 }), ok([{ id: 1 }])] })));
    const sent = fakeGateway(everyRead('asked'));
    const [count, locationList, profile] = await Promise.all([
      callCommand('ParentNotification.getUnreadCount', {}, { batch: true }),
      callCommand('ParentAuthHandler.getLocations', {}, { batch: true }),
      callCommand('ParentAuthHandler.getUserProfile', {}, { batch: true }),
    ]);
    expect(count).toEqual({ unread_count: 4 });
    expect(locationList).toEqual([{ id: 1 }]);
    expect(profile).toBe('asked');
    expect(sent.map(({ body }) => body.cmd)).toEqual(['ParentAuthHandler.getUserProfile']);
    // Taken once: the next read of the same goes to the server.
    await callCommand('ParentNotification.getUnreadCount', {}, { batch: true });
    expect(sent.map(({ body }) => body.cmd)).toEqual(['ParentAuthHandler.getUserProfile', 'ParentNotification.getUnreadCount']);
  });

  it('asks the server for the reads that could not be read ahead', async () => {
    readAhead(() => Promise.reject(new TypeError('Failed to fetch')));
    const sent = fakeGateway(everyRead('asked'));
    await expect(
      Promise.all([
        callCommand('ParentNotification.getUnreadCount', {}, { batch: true }),
        callCommand('ParentAuthHandler.getLocations', {}, { batch: true }),
      ]),
    ).resolves.toEqual(['asked', 'asked']);
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body.calls as { cmd: string }[]).map(({ cmd }) => cmd)).toEqual([
      'ParentNotification.getUnreadCount',
      'ParentAuthHandler.getLocations',
    ]);
  });

  it('reads a refusal read ahead as any: an expired session starts the expiry flow', async () => {
    readAhead(() => Promise.resolve(json(200, { results: [expired, expired] })));
    const sent = fakeGateway(everyRead('asked'));
    await expect(callCommand('ParentNotification.getUnreadCount', {}, { batch: true })).rejects.toMatchObject({ kind: 'expired' });
    expect(isExpiring()).toBe(true);
    expect(sent.filter(({ body }) => body.cmd === 'ParentNotification.getUnreadCount')).toEqual([]);
  });

  it('takes nothing read ahead once the app has sent anything but a read: what follows an action is the server’s answer then', async () => {
    readAhead(() => Promise.resolve(json(200, { results: [ok({ unread_count: 4 }), ok([])] })));
    const sent = fakeGateway(everyRead('asked'));
    await callCommand('ParentNotification.markAsRead', { notificationIds: [3] });
    await expect(callCommand('ParentNotification.getUnreadCount', {}, { batch: true })).resolves.toBe('asked');
    expect(sent.map(({ body }) => body.cmd)).toEqual(['ParentNotification.markAsRead', 'ParentNotification.getUnreadCount']);
  });

  it('asks the server again for a read that took an answer ahead when an action left while it waited', async () => {
    const answerTheStart = readAheadHeld();
    const sent = fakeGateway(everyRead('asked'));
    const count = callCommand('ParentNotification.getUnreadCount', {}, { batch: true });
    await Promise.resolve();
    await callCommand('ParentNotification.markAsRead', { notificationIds: [3] });
    answerTheStart();
    await expect(count).resolves.toBe('asked');
    expect(sent.map(({ body }) => body.cmd)).toEqual(['ParentNotification.markAsRead', 'ParentNotification.getUnreadCount']);
  });

  it('lets a read cancelled while it waits for its answer ahead go, and asks nothing for it', async () => {
    const answerTheStart = readAheadHeld();
    const sent = fakeGateway(everyRead('asked'));
    const controller = new AbortController();
    const count = callCommand('ParentNotification.getUnreadCount', {}, { batch: true, signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(count).rejects.toMatchObject({ kind: 'cancelled' });
    answerTheStart();
    await new Promise((resolve) => setTimeout(resolve));
    expect(sent).toEqual([]);
  });

  it('gives another session nothing read ahead for the first', async () => {
    readAhead(() => Promise.resolve(json(200, { results: [ok({ unread_count: 4 }), ok([])] })), 'earlier-session');
    const sent = fakeGateway(everyRead('asked'));
    await expect(callCommand('ParentNotification.getUnreadCount', {}, { batch: true })).resolves.toBe('asked');
    expect(sent).toHaveLength(1);
  });
});
