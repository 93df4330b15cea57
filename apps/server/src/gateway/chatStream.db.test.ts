import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeModel, type FakeModelServer } from '../test/openAiServer.js';
import { createTestApp, type Parent, type TestApp } from '../test/testApp.js';
import { signedOut } from '../test/walls.js';

interface StreamEvent {
  type: string;
  [key: string]: any;
}

/** POSTs a question to the stream and reads its server-sent events. */
async function ask(t: TestApp, token: string | null, question: unknown, language = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/chat/stream',
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ question }),
  });
  const events: StreamEvent[] = response.body
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) =>
      JSON.parse(
        block
          .split('\n')
          .find((line) => line.startsWith('data: '))!
          .slice(6),
      ),
    );
  return {
    response,
    events,
    text: events
      .filter((event) => event.type === 'delta')
      .map((event) => event.text)
      .join(''),
  };
}

describe('POST /api/chat/stream with a model', () => {
  let t: TestApp;
  let model: FakeModelServer;
  let parent: Parent;
  beforeAll(async () => {
    model = await startFakeModel();
    // A deployment in mainland China: the emergency words name its number, 120.
    t = await createTestApp({
      config: { llm: { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'tiny', timeoutMs: 1500 }, emergencyNumber: '120' },
    });
    parent = await t.newParent();
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  test('streams the model’s answer, written from the library’s passages, with citations and the care-team line', async () => {
    model.behaviour = 'answer';
    const { response, events, text } = await ask(t, parent.token, 'what is the rule of 15?');
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    // Two pieces of one sentence are shown together, once the sentence is whole; then the care-team line.
    expect(events.map((event) => event.type)).toEqual(['question', 'meta', 'delta', 'delta', 'done']);
    expect(events[1]).toMatchObject({ kind: 'generated' });
    expect(events[1]?.citations.map((citation: { slug: string }) => citation.slug)).toContain('hypoglycaemia');
    expect(text).toMatch(/^Treat a low with 15 g of fast-acting sugar, then check again after 15 minutes \[1\]\./);
    expect(text).toMatch(/It does not replace your care team/);
    const done = events.at(-1)?.message;
    expect(done).toMatchObject({ kind: 'generated', body: text });
    const sent = model.requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'tiny', stream: true });
    expect(sent.messages[0]?.content).toMatch(/ONLY the numbered library passages/);
    expect(sent.messages[0]?.content).toMatch(/Never give or calculate an insulin dose/);
    expect(sent.messages[1]?.content).toMatch(/\[1\] /);
    expect(sent.messages[1]?.content).toMatch(/what is the rule of 15\?$/);
  });

  test('shows a sentence only once it is whole, so a safe one is never withdrawn for its first half, nor a dose half shown', async () => {
    model.behaviour = 'halfway';
    const { events, text } = await ask(t, parent.token, 'when do I give insulin?');
    const types = events.map((event) => event.type);
    expect(types).not.toContain('reset');
    expect(events[1]).toMatchObject({ kind: 'generated' });
    expect(text).toMatch(/^Give insulin 15 minutes before a meal, as your care team advised\. Treat a low/);
    // The first delta is a whole sentence, never "Give insulin 15".
    expect(events.find((event) => event.type === 'delta')?.text).toBe('Give insulin 15 minutes before a meal, as your care team advised. ');
  });

  test.for(['dose', 'decimal'] as const)(
    'shows nothing of a dose (%s): the sentence that names it never leaves the server',
    async (behaviour) => {
      model.behaviour = behaviour;
      const { events } = await ask(t, parent.token, 'what do I give for lunch');
      const beforeReset = events.slice(
        0,
        events.findIndex((event) => event.type === 'reset'),
      );
      expect(beforeReset.filter((event) => event.type === 'delta')).toEqual([]);
    },
  );

  test.for([
    ['the model answers 500', 'error'],
    ['the model takes too long', 'slow'],
    ['the connection breaks mid-answer', 'breaks'],
    ['the model names an insulin amount', 'dose'],
  ] as const)('falls back to the passages when %s', async ([, behaviour]) => {
    model.behaviour = behaviour;
    const { events, text } = await ask(t, parent.token, 'how do I treat a low blood sugar');
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('question');
    expect(types.at(-1)).toBe('done');
    const afterReset = types.lastIndexOf('reset');
    expect(afterReset).toBeGreaterThan(0);
    const final = events
      .slice(afterReset + 1)
      .filter((event) => event.type === 'delta')
      .map((event) => event.text)
      .join('');
    // A low's steps come first again, then the passages in place of the model's answer.
    expect(final).toMatch(/^### Do this now: the rule of 15\n/);
    expect(final).toMatch(/\n\nThe assistant could not answer just now/);
    expect(final).not.toMatch(/units/);
    expect(events.at(-1)?.message).toMatchObject({ kind: 'passages', body: final });
    expect(text.length).toBeGreaterThan(final.length - 1);
  });

  test('a described low streams the rule of 15 first, then the model’s answer', async () => {
    model.behaviour = 'answer';
    const { events, text } = await ask(t, parent.token, 'hes shakey and sweaty what do i do');
    expect(events.map((event) => event.type)).toEqual(['question', 'meta', 'delta', 'delta', 'delta', 'done']);
    expect(events[1]?.citations[0]).toMatchObject({ slug: 'hypoglycaemia' });
    expect(events[2]?.text).toMatch(/^### Do this now: the rule of 15\n[^]*call emergency services on 120\.\n\n$/);
    expect(text).toMatch(/\n\nTreat a low with 15 g of fast-acting sugar/);
    expect(events.at(-1)?.message).toMatchObject({ kind: 'generated', body: text });
  });

  test('an emergency is answered first and without the model', async () => {
    model.behaviour = 'answer';
    const before = model.requests.length;
    const { events, text } = await ask(t, parent.token, '孩子抽搐了，叫不醒', 'zh');
    expect(events.map((event) => event.type)).toEqual(['question', 'meta', 'delta', 'done']);
    expect(text.startsWith('> **请立即拨打急救电话 120**')).toBe(true);
    expect(model.requests.length).toBe(before);
  });

  test('refuses before streaming: no session 401, a bad question 400, a body that is not JSON 400', async () => {
    const anonymous = await ask(t, null, 'hello');
    expect(anonymous.response.statusCode).toBe(401);
    expect(anonymous.response.json()).toEqual(signedOut);
    const revoked = await t.newParent();
    await t.call('ParentAuthHandler.signout', {}, revoked.token);
    expect((await ask(t, revoked.token, 'hello')).response.statusCode).toBe(401);
    for (const question of ['', 'x'.repeat(1001), 42, 'bell\u0007']) {
      const answer = await ask(t, parent.token, question);
      expect(answer.response.statusCode).toBe(400);
      expect(answer.response.json()).toMatchObject({ code: 400, reason: 'validation_failed' });
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.token}` },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
  });
});
