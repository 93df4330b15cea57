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
    expect(reply.body).toMatch(/^### 现在就做：“15-15法则”/);
    expect(reply.body).toMatch(/资料库中关于这个问题的内容如下/);
    expect(reply.citations[0].title).toMatch(/\p{Script=Han}/u);
    expect(reply.body).toMatch(/不能代替医护团队/);
  });

  test('an emergency gets the emergency guidance first, without searching or a model', async ({ t, parent }) => {
    const reply = (await t.call('ParentChat.ask', { question: "my son is unconscious and won't wake up" }, parent.token)).body.data.answer;
    expect(reply.kind).toBe('emergency');
    expect(reply.body.startsWith('> **Call emergency services now**')).toBe(true);
    expect(reply.citations.map((citation: { slug: string }) => citation.slug)).toEqual(['when-to-call-emergency', 'severe-hypo-glucagon']);
    const zh = (await t.call('ParentChat.ask', { question: '孩子一直吐，血酮2.5' }, parent.token)).body.data.answer;
    expect(zh.body.startsWith('> **请立即拨打急救电话 112**')).toBe(true);
    expect(zh.citations.map((citation: { slug: string }) => citation.slug)).toContain('hyperglycaemia-ketones');
  });

  test('a described low opens with the rule of 15 in the library’s words, then cites the low article first', async ({ t, parent }) => {
    for (const question of ['My child is shaking and confused', 'CGM alarm says 3.1 mmol/L, what should I give him?']) {
      const reply = (await t.call('ParentChat.ask', { question }, parent.token)).body.data.answer;
      expect(reply.kind).toBe('passages');
      expect(reply.body).toMatch(/^### Do this now: the rule of 15\n\nIf your child's glucose is \*\*below 3\.9 mmol\/L \(70 mg\/dL\)\*\*/);
      expect(reply.body).toMatch(/3\. \*\*Wait 15 minutes\*\*, then check the glucose again\./);
      expect(reply.body).toMatch(/cannot swallow safely, do not put food or drink in their mouth/);
      expect(reply.body.indexOf('rule of 15')).toBeLessThan(reply.body.indexOf('Here is what the library says about this:'));
      expect(reply.citations[0]).toMatchObject({ slug: 'hypoglycaemia' });
      expect(reply.body).toMatch(/It does not replace your care team/);
    }
    const zh = (await t.call('ParentChat.ask', { question: 'CGM报警说血糖低' }, parent.token)).body.data.answer;
    expect(zh.body).toMatch(/^### 现在就做：“15-15法则”/);
    expect(zh.citations[0]).toMatchObject({ slug: 'hypoglycaemia' });
  });

  test('a low with a danger sign still gets the emergency guidance', async ({ t, parent }) => {
    const reply = (await t.call('ParentChat.ask', { question: 'hes shaking and confused and now he cant swallow the juice' }, parent.token))
      .body.data.answer;
    expect(reply.kind).toBe('emergency');
    expect(reply.body.startsWith('> **Call emergency services now**')).toBe(true);
    expect(reply.body).toMatch(/Give nothing by mouth/);
  });

  test('a high with ketones opens with what the reading means and the ketone steps, the ketones article first', async ({ t, parent }) => {
    const reply = (await t.call('ParentChat.ask', { question: 'sugar 18 and ketones 1.2 what now' }, parent.token)).body.data.answer;
    expect(reply.body).toMatch(/^### High blood glucose and ketones: what to do\n\n\*\*0\.6 to 1\.4 mmol\/L: raised\.\*\*/);
    expect(reply.body).toMatch(/never stop insulin/);
    expect(reply.citations[0]).toMatchObject({ slug: 'hyperglycaemia-ketones' });
    const emergency = (await t.call('ParentChat.ask', { question: '血酮3.2，孩子精神很差，一直想睡' }, parent.token)).body.data.answer;
    expect(emergency.kind).toBe('emergency');
    expect(emergency.body).toMatch(/血酮达到 3\.0 mmol\/L 及以上/);
    expect(emergency.citations.map((citation: { slug: string }) => citation.slug)).toEqual([
      'when-to-call-emergency',
      'hyperglycaemia-ketones',
    ]);
  });

  test('a dose asked for during a low gets the steps and no dose', async ({ t, parent }) => {
    const reply = (
      await t.call('ParentChat.ask', { question: 'she is 3.2 how many units should i take off her dinner insulin' }, parent.token)
    ).body.data.answer;
    expect(reply.body).toMatch(/^### Do this now: the rule of 15/);
    expect(reply.body).toMatch(/I can't work out insulin doses/);
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

describe('ParentChat.ask where the deployment names its emergency number', () => {
  test.override({ appOptions: { config: { emergencyNumber: '000' } } });

  test('the emergency answer, its cited titles and a low’s steps name that number, never another', async ({ t, parent }) => {
    const en = (await t.call('ParentChat.ask', { question: 'she is having a seizure' }, parent.token)).body.data.answer;
    expect(en.body.startsWith('> **Call emergency services now** on **000**.')).toBe(true);
    const zh = (await t.call('ParentChat.ask', { question: '孩子抽搐了，叫不醒' }, parent.token)).body.data.answer;
    expect(zh.body.startsWith('> **请立即拨打急救电话 000**')).toBe(true);
    expect(zh.citations[0]).toEqual({ slug: 'when-to-call-emergency', title: '什么时候拨打急救电话 000' });
    const low = (await t.call('ParentChat.ask', { question: 'he is 3.2 and shaky' }, parent.token)).body.data.answer;
    expect(low.body).toContain('call emergency services on 000.');
    for (const reply of [en, zh, low]) expect(reply.body).not.toMatch(/(?<![\d.])(911|999|112|120)(?![\d.])|\{\{/);
  });
});
