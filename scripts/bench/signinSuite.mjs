// Sign-in under a storm: Argon2id hashing runs off the event loop, so other requests keep flowing.
import { load } from './load.mjs';
import { section, verdict } from './report.mjs';
import { gateway } from './servers.mjs';

const goals = { signinP95Ms: 150, cheapReadP99Ms: 50 };
const concurrentSignIns = 10;

/** `workers` sign-ins in flight at every moment for `seconds`; answers each one's latency. */
async function signInLoop(base, body, seconds) {
  const latencies = [];
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const answer = await gateway(base, body);
      latencies.push(performance.now() - started);
      if (answer.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrentSignIns }, worker));
  latencies.sort((a, b) => a - b);
  return { p95: latencies[Math.floor(latencies.length * 0.95)], count: latencies.length, failed, perSecond: latencies.length / seconds };
}

/** 10 parents signing in at once, again and again; then the same while 10 dashboards poll their unread count. */
export async function signinSuite({ app, token, email, password }) {
  section(`Sign-in storm (Argon2id, ${concurrentSignIns} concurrent sign-ins)`);
  const signin = { cmd: 'ParentAuthHandler.signin', email, password };
  await signInLoop(app.base, signin, 1);
  const alone = await signInLoop(app.base, signin, 5);
  verdict(
    `sign-in p95, ${concurrentSignIns} at once`,
    alone.p95,
    { max: goals.signinP95Ms },
    ' ms',
    `(${alone.count} sign-ins, ${alone.perSecond.toFixed(0)}/s, failed ${alone.failed})`,
  );
  const [storm, reads] = await Promise.all([
    signInLoop(app.base, signin, 5),
    load({ url: `${app.base}/api/gateway`, body: { cmd: 'ParentNotification.getUnreadCount' }, token, connections: 10, seconds: 5 }),
  ]);
  verdict(
    'cheap read p99 during the storm',
    reads.p99,
    { max: goals.cheapReadP99Ms },
    ' ms',
    `(${Math.round(reads.rps)} reads/s beside ${storm.perSecond.toFixed(0)} sign-ins/s)`,
  );
  const failed = alone.failed + storm.failed + reads.failed;
  if (failed > 0) verdict('failed answers in the storm', failed, { max: 0 }, '');
}
