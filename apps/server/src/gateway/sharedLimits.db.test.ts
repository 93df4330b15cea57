import { buildApp } from '../app.js';
import { answerOf, roomyLimits } from '../test/testApp.js';
import { describe, expect, test } from '../test/fixture.js';

// Two server processes on one database, as behind a load balancer: the second app shares the first's
// database and clock, and only the counters in that database can make them agree.
const limits = { ...roomyLimits, signupPerAddress: { max: 4, windowSeconds: 60 }, chatQuestionsPerUser: { max: 3, windowSeconds: 60 } };

describe('rate limits shared by every server process', () => {
  test.override({ appOptions: { config: { rateLimits: limits } } });

  test('sign-ups from one address spread over two servers meet one limit, 50 at once', async ({ t }) => {
    const other = await buildApp({ config: t.config, db: t.database.db, clock: t.clock, logger: false });
    try {
      const signUp = (i: number) =>
        (i % 2 ? other : t.app)
          .inject({
            method: 'POST',
            url: '/api/gateway',
            headers: { 'content-type': 'application/json' },
            payload: { cmd: 'ParentAuthHandler.signup', email: `shared.${i}@example.com`, password: 'correct horse' },
          })
          .then(answerOf);
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(i)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limits.signupPerAddress.max);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50 - limits.signupPerAddress.max);
      expect(await t.database.db.selectFrom('users').select('id').execute()).toHaveLength(limits.signupPerAddress.max);
      t.clock.advance(60);
      expect((await signUp(51)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  test("a parent's chat questions are counted once across servers", async ({ t, parent }) => {
    const other = await buildApp({ config: t.config, db: t.database.db, clock: t.clock, logger: false });
    try {
      const ask = (server: typeof other) =>
        server
          .inject({
            method: 'POST',
            url: '/api/gateway',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.token}` },
            payload: { cmd: 'ParentChat.ask', question: 'What is a hypo?' },
          })
          .then(answerOf);
      const statuses = [];
      for (const server of [t.app, other, t.app, other]) statuses.push((await ask(server)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await other.close();
    }
  });
});
