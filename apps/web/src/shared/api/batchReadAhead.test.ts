import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopReadingAhead } from '../lastDashboard/lastDashboard';
import { sendDashboardReads } from '../lastDashboard/readAhead';
import { everyRead, expired, fakeGateway, json, ok, signedInForEachTest } from './__fixtures__/gateway';
import { findReadsAheadWith } from './batch';
import { callCommand } from './client';
import { isExpiring } from './expiry';
import { noteServerUnreachable } from '../pwa/connectivity';
import { answerReadsFromStart } from './readAheadAnswers';

signedInForEachTest();

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

  it('sends nothing for them while the app is offline: they fail as the request read ahead did', async () => {
    readAhead(() => Promise.reject(new TypeError('Failed to fetch')));
    const sent = fakeGateway(everyRead('asked'));
    noteServerUnreachable();
    await expect(callCommand('ParentNotification.getUnreadCount', {}, { batch: true })).rejects.toMatchObject({ kind: 'network' });
    expect(sent).toEqual([]);
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

  it('keeps what was read ahead across a read sent alone: the operators’ wordings, asked a second after a slow start, change nothing', async () => {
    const answerTheStart = readAheadHeld();
    const sent = fakeGateway((request) =>
      request.body.cmd === 'ParentTextHandler.getAllTexts'
        ? json(200, { success: true, code: 200, data: [] })
        : everyRead('asked')(request),
    );
    await callCommand('ParentTextHandler.getAllTexts', { changed_only: true }, { read: true });
    const count = callCommand('ParentNotification.getUnreadCount', {}, { batch: true });
    answerTheStart();
    await expect(count).resolves.toEqual({ unread_count: 4 });
    expect(sent.map(({ body }) => body.cmd)).toEqual(['ParentTextHandler.getAllTexts']);
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
