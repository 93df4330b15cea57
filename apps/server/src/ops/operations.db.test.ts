import type { Kysely } from 'kysely';
import { describe, expect, test } from '../test/fixture.js';
import type { TestApp } from '../test/testApp.js';

const metricsToken = 'scrape-token-0123456789abcdef';
const get = async (t: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
  const response = await t.app.inject({ method: 'GET', url, headers, remoteAddress });
  return { status: response.statusCode, body: response.body, type: response.headers['content-type'] };
};

describe('health and readiness', () => {
  test('health answers while the process runs; ready, while it can serve', async ({ t }) => {
    expect(await get(t, '/api/health')).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(await get(t, '/api/ready')).toMatchObject({ status: 200, body: '{"status":"ready"}' });
  });

  test('ready is 503 while a migration is missing, and while the process is stopping', async ({ t }) => {
    // The migration table is Kysely's own, outside the app's schema type.
    const db = t.database.db as unknown as Kysely<{ kysely_migration: { name: string; timestamp: string } }>;
    const [last] = await db.selectFrom('kysely_migration').select('name').orderBy('name', 'desc').limit(1).execute();
    await db.deleteFrom('kysely_migration').where('name', '=', last!.name).execute();
    expect(await get(t, '/api/ready')).toMatchObject({ status: 503, body: '{"status":"migrating"}' });
    await db.insertInto('kysely_migration').values({ name: last!.name, timestamp: new Date().toISOString() }).execute();
    t.app.draining = true;
    expect(await get(t, '/api/ready')).toMatchObject({ status: 503, body: '{"status":"stopping"}' });
    expect((await get(t, '/api/health')).status).toBe(200);
  });
});

describe('metrics', () => {
  test.override({ appOptions: { config: { metrics: { allow: ['127.0.0.1', '10.1.0.0/16'], token: metricsToken } } } });

  test('count each command by status and time it; count routes by their pattern', async ({ t, parent }) => {
    await t.call('ParentNotification.getUnreadCount', {}, parent.token);
    await t.call('ParentNotification.getUnreadCount', {}, parent.token);
    await t.call('ParentNotification.getUnreadCount', {}, 'not-a-token');
    await t.post({ cmd: 'No.such' });
    const scraped = await get(t, '/metrics');
    expect(scraped.status).toBe(200);
    expect(scraped.type).toContain('text/plain');
    expect(scraped.body).toContain('t1d_gateway_commands_total{command="ParentNotification.getUnreadCount",status="200"} 2');
    expect(scraped.body).toContain('t1d_gateway_commands_total{command="ParentNotification.getUnreadCount",status="401"} 1');
    expect(scraped.body).toContain('t1d_gateway_commands_total{command="unknown",status="404"} 1');
    expect(scraped.body).toMatch(/t1d_gateway_command_duration_seconds_count\{command="ParentNotification.getUnreadCount"\} 3/);
    expect(scraped.body).toContain('t1d_http_requests_total{method="POST",route="/api/gateway",status="200"} 3');
    expect(scraped.body).toContain('t1d_unexpected_errors_total 0');
    expect(scraped.body).toContain('t1d_process_resident_memory_bytes');
    // Never a family's data or a token: only names, statuses and times.
    expect(scraped.body).not.toContain(parent.token);
    expect(scraped.body).not.toContain(parent.email);
  });

  test('are read from an allowed address or with the token; anyone else is told nothing is there', async ({ t }) => {
    expect((await get(t, '/metrics', {}, '10.1.2.3')).status).toBe(200);
    expect((await get(t, '/metrics', {}, '::ffff:10.1.200.9')).status).toBe(200);
    expect((await get(t, '/metrics', { authorization: `Bearer ${metricsToken}` }, '203.0.113.9')).status).toBe(200);
    const stranger = await get(t, '/metrics', {}, '203.0.113.9');
    expect(stranger.status).toBe(404);
    expect(stranger.body).not.toContain('t1d_');
    // A wrong token is answered like a stranger: nothing says a token was expected, or that /metrics exists.
    for (const wrong of [`Bearer ${metricsToken}x`, 'Bearer x', `Bearer ${metricsToken.slice(1)}`]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: wrong },
        remoteAddress: '203.0.113.9',
      });
      expect([answer.statusCode, answer.body]).toEqual([404, stranger.body]);
      expect(answer.headers).not.toHaveProperty('www-authenticate');
    }
    // A wrong token is wrong from an allowed address too.
    expect(await get(t, '/metrics', { authorization: 'Bearer wrong' }, '127.0.0.1')).toMatchObject({ status: 404, body: stranger.body });
  });
});
