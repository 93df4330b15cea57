// The floor of an authenticated read: Fastify and one route that does only what `getUnreadCount`
// cannot do without (hash the bearer token, look its session up, count the parent's unread
// notifications), with no request log, no security headers, no metrics and no input or output checks.
// The two reads are the app's own (its session look-up and unread count, prepared statements run
// straight on the driver), imported from the server build rather than copied: a copy once fell behind
// the app's look-up, and the join it lacked was counted as the gateway's cost. No server that looks
// its sessions up in the database can answer faster on this machine; the gap between it and the app
// is the gateway's own cost.
//
// Environment: PORT, DATABASE_URL (a SQLite file or a postgres:// URL, as the app takes it).
import Fastify from 'fastify';
import { resolveCaller } from '../../apps/server/dist/auth/sessions.js';
import { openDatabase } from '../../apps/server/dist/db/database.js';
import { systemClock } from '../../apps/server/dist/domain/clock.js';
import { unreadCount } from '../../apps/server/dist/notifications/unreadCount.js';

const { db } = await openDatabase(process.env.DATABASE_URL, { migrate: false });
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/api/gateway', async (request, reply) => {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const caller = await resolveCaller(db, systemClock, token);
  if (!caller) return reply.code(401).send({ code: 401, msg: 'token_expired' });
  return { code: 200, msg: 'success', data: await unreadCount(db, caller.userId) };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
