// Each of the dashboard's heavier reads alone, and the partner game's activity batches.
import { load } from './load.mjs';
import { section, verdict } from './report.mjs';
import { gateway, runTool } from './servers.mjs';

const targets = {
  // An authenticated read through the whole gateway path (session look-up, validation, envelope).
  'ParentFamilyHandler.get_members': { p99Ms: 50, minRps: 500 },
  'ParentAuthHandler.getLocations': { p99Ms: 30, minRps: 1000 },
  // The home red-flag card: page 1, one unread flag, with both totals.
  'RedFlagIntervention.getInterventionsForParentAndChildren': {
    p99Ms: 60,
    minRps: 400,
    payload: { page: 1, per_page: 1, unread_only: true },
  },
  'DiabetsApprovalForm.getWorkflowStatus': { p99Ms: 50, minRps: 500 },
  'ParentCoinsHandler.get_family_coins_logs': { p99Ms: 60, minRps: 400, payload: { page: 1, per_page: 20 } },
};
// The partner game reports activity in batches of up to 500 events (POST /api/game/v1/activity).
const activityTarget = { minBatchesPerSecond: 40, p99Ms: 250 };

export async function commandsSuite({ app, token, databaseUrl }) {
  section('Single reads (20 connections)');
  for (const [cmd, target] of Object.entries(targets)) {
    const run = await load({ url: `${app.base}/api/gateway`, body: { cmd, ...target.payload }, token, connections: 20, seconds: 5 });
    verdict(`${cmd} req/s`, run.rps, { min: target.minRps }, '', `(failed ${run.failed})`);
    verdict(`${cmd} p99`, run.p99, { max: target.p99Ms }, ' ms');
  }
  section('Partner game activity (batches of 500 events, 4 connections)');
  await activityBatches(app, token, databaseUrl);
}

/** 500-event activity batches, each with event ids never sent before, through the whole game API path. */
async function activityBatches(app, token, databaseUrl) {
  const key = /^(gk_\S+)$/m.exec(runTool('operatorMain', ['game-key', 'create', `bench-${Date.now()}`], databaseUrl))?.[1];
  if (!key) throw new Error('game-key create printed no key');
  const members = JSON.parse((await gateway(app.base, { cmd: 'ParentFamilyHandler.get_members', filter_role: 'child' }, token)).text);
  const children = members.data.members.map((member) => member.user_id);
  const kinds = ['chat_message', 'friend_connection', 'minigame_with_others', 'npc_chat'];
  let batch = 0;
  const batchBody = () => {
    batch += 1;
    const now = Math.floor(Date.now() / 1000);
    const events = Array.from({ length: 500 }, (_, i) => {
      const base = { event_id: `bench-${batch}-${i}-${now}`, child_id: children[i % children.length], occurred_at: now - (i % 3600) };
      if (i % 50 === 0) return { ...base, type: 'skill_learned', skill: `Bench skill ${batch % 40}` };
      if (i % 10 === 0) return { ...base, type: 'played' };
      return { ...base, type: 'interaction', kind: kinds[i % kinds.length], count: 1 + (i % 5) };
    });
    return JSON.stringify({ events });
  };
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url: `${app.base}/api/game/v1/activity`,
    method: 'POST',
    connections: 4,
    duration: 8,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    requests: [{ setupRequest: (request) => ({ ...request, body: batchBody() }) }],
  });
  const rate = result.requests.average;
  const failed = result.non2xx + result.errors;
  verdict(
    'activity batches/s',
    rate,
    { min: activityTarget.minBatchesPerSecond },
    '',
    `(${Math.round(rate * 500).toLocaleString('en-US')} events/s, failed ${failed})`,
  );
  verdict('activity batch p99', result.latency.p99, { max: activityTarget.p99Ms }, ' ms');
  if (failed > 0) verdict('activity failed answers', failed, { max: 0 }, '');
}
