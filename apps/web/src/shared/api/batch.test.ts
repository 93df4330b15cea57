import { commands, wrapResult } from '@t1d/contract';
import { describe, expect, it, vi } from 'vitest';
import { clearLocalSession, reloadSession, TOKEN_KEY } from '../session/storage';
import { everyRead, expired, fakeGateway, json, ok, signedInForEachTest } from './__fixtures__/gateway';
import { callCommand } from './client';
import { ApiError } from './errors';
import { isExpiring, resetExpiryForTests } from './expiry';

signedInForEachTest();

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

  it('settles the red flags first, then what says which cards the dashboard has, then its first screen, whenever asked; then the others, the last asked first', async () => {
    const redFlags = {
      status: 200,
      body: wrapResult(commands['RedFlagIntervention.getInterventionsForParentAndChildren'].envelope, { total: 1, all_total: 1, data: [] }),
    };
    const coins = { total_coins: 5, list: [], total: 0, page: 1, per_page: 20 };
    fakeGateway(() => json(200, { results: [ok([]), ok(coins), ok({ sections: [] }), redFlags, ok([])] }));
    const settled: string[] = [];
    const other = (label: string) => callCommand('ParentAuthHandler.getLocations', {}, { batch: true }).then(() => settled.push(label));
    const first = other('first asked');
    const coinsCard = callCommand('ParentCoinsHandler.get_family_coins_logs', { page: 1, per_page: 20 }, { batch: true }).then(() =>
      settled.push('coins'),
    );
    const emptySections = callCommand('GmsParent.getEmptySections', {}, { batch: true }).then(() => settled.push('empty sections'));
    const flags = callCommand(
      'RedFlagIntervention.getInterventionsForParentAndChildren',
      { page: 1, per_page: 1, unread_only: true },
      { batch: true },
    ).then(() => settled.push('red flags'));
    const last = other('last asked');
    await Promise.all([first, coinsCard, emptySections, flags, last]);
    expect(settled).toEqual(['red flags', 'empty sections', 'coins', 'last asked', 'first asked']);
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
