import { describe, expect, test } from '../../test/fixture.js';
import { createTestApp, roomyLimits } from '../../test/testApp.js';
import { expectInvalid, snapshot } from '../../test/walls.js';

describe('ParentChat.ask', () => {
  test('without a model, answers with the best passages, their articles cited, and the care-team line', async ({ t, parent }) => {
    const answer = await t.call('ParentChat.ask', { question: 'What is the rule of 15 for a low?' }, parent.token);
    expect(answer.status).toBe(200);
    const { question, answer: reply } = answer.body.data;
    expect(question).toMatchObject({ role: 'parent', kind: 'question', body: 'What is the rule of 15 for a low?', citations: [] });
    expect(reply).toMatchObject({ role: 'assistant', kind: 'passages' });
    expect(reply.body).toMatch(/^Here is what the library says about this:/);
    expect(reply.citations.map((citation: { slug: string }) => citation.slug)).toContain('hypoglycaemia');
    expect(reply.body).toContain('(/article/hypoglycaemia)');
    expect(reply.body).toMatch(/It does not replace your care team/);
  });

  test('answers in the language of the question', async ({ t, parent }) => {
    const reply = (await t.call('ParentChat.ask', { question: '孩子低血糖了应该吃多少糖？' }, parent.token)).body.data.answer;
    expect(reply.body).toMatch(/^资料库中关于这个问题的内容如下/);
    expect(reply.citations[0].title).toMatch(/\p{Script=Han}/u);
    expect(reply.body).toMatch(/不能代替医护团队/);
  });

  test('an emergency gets the emergency guidance first, without searching or a model', async ({ t, parent }) => {
    const reply = (await t.call('ParentChat.ask', { question: "my son is unconscious and won't wake up" }, parent.token)).body.data.answer;
    expect(reply.kind).toBe('emergency');
    expect(reply.body.startsWith('> **Call emergency services now**')).toBe(true);
    expect(reply.citations.map((citation: { slug: string }) => citation.slug)).toEqual(['when-to-call-emergency', 'severe-hypo-glucagon']);
    const zh = (await t.call('ParentChat.ask', { question: '孩子一直吐，血酮2.5' }, parent.token)).body.data.answer;
    expect(zh.body.startsWith('> **请立即拨打急救电话 120**')).toBe(true);
    expect(zh.citations.map((citation: { slug: string }) => citation.slug)).toContain('hyperglycaemia-ketones');
  });

  test('never works out a dose', async ({ t, parent }) => {
    const reply = (await t.call('ParentChat.ask', { question: 'how many units of insulin for 60 g of pasta?' }, parent.token)).body.data
      .answer;
    expect(reply.body).toMatch(/^I can't work out insulin doses/);
  });

  test('says when the library has nothing', async ({ t, parent }) => {
    const reply = (await t.call('ParentChat.ask', { question: 'zzqx wombat trombone' }, parent.token)).body.data.answer;
    expect(reply.body).toMatch(/^I could not find this in the library/);
    expect(reply.citations).toEqual([]);
  });

  test('refuses an empty, oversize or control-character question, storing nothing', async ({ t, parent }) => {
    for (const question of ['', '   ', 'x'.repeat(1001), 'hello\u0007there', 'evil\u202Etxt']) {
      await expectInvalid(t, () => t.call('ParentChat.ask', { question }, parent.token), 'question');
    }
  });

  test('is limited per parent: past the limit 429 with Retry-After, and nothing is stored', async () => {
    const t = await createTestApp({ config: { rateLimits: { ...roomyLimits, chatQuestionsPerUser: { max: 3, windowSeconds: 60 } } } });
    try {
      const parent = await t.newParent();
      const other = await t.newParent();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => t.call('ParentChat.ask', { question: 'sport and lows' }, parent.token)),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(2);
      expect(refused[0]?.body).toMatchObject({ code: 429, reason: 'chat_rate_limited' });
      expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
      const stored = await t.database.db.selectFrom('chat_messages').select('id').where('user_id', '=', parent.userId).execute();
      expect(stored).toHaveLength(6);
      expect((await t.call('ParentChat.ask', { question: 'sport and lows' }, other.token)).status).toBe(200);
      t.clock.advance(61);
      expect((await t.call('ParentChat.ask', { question: 'sport and lows' }, parent.token)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('needs a session', async ({ t }) => {
    const before = await snapshot(t);
    expect((await t.call('ParentChat.ask', { question: 'hello' })).status).toBe(401);
    expect(await snapshot(t)).toEqual(before);
  });
});
