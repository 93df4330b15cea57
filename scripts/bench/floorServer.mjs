// The floor of an authenticated read: Fastify and one route that does only what `getUnreadCount`
// cannot do without (hash the bearer token, look its session up, count the parent's unread
// notifications), as prepared statements on the same database, with no request log, no security
// headers, no metrics and no input or output checks. No server that looks its sessions up in the
// database can answer faster on this machine; the gap between it and the app is the gateway's own cost.
//
// Environment: PORT, DATABASE_URL (a SQLite file or a postgres:// URL, as the app takes it).
import Fastify from 'fastify';
import { hashToken } from '../../apps/server/dist/auth/tokens.js';

// The app's session look-up (apps/server/src/auth/sessions.ts) and unread count, as it sends them.
const sessionSql = (p) =>
  'select auth_tokens.id as token_id, auth_tokens.created_at, auth_tokens.persistent_id, users.id as user_id, ' +
  'users.family_id, users.is_operator, users.role, users.password_updated_at, families.time_zone as family_time_zone ' +
  'from auth_tokens inner join users on users.id = auth_tokens.user_id inner join families on families.id = users.family_id ' +
  `where auth_tokens.token_hash = ${p(1)} and auth_tokens.kind = ${p(2)} and auth_tokens.revoked_at is null and auth_tokens.expires_at > ${p(3)}`;
const unreadSql = (p) => `select count(*) as unread from notifications where user_id = ${p(1)} and read_at is null`;

/** Runs one of the two reads: answers its first row. */
async function openReads(url) {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const dollar = (n) => `$${n}`;
    const statements = { session: sessionSql(dollar), unread: unreadSql(dollar) };
    return async (name, values) => (await pool.query({ name, text: statements[name], values })).rows[0];
  }
  const { default: Database } = await import('better-sqlite3');
  const sqlite = new Database(url);
  sqlite.pragma('journal_mode = WAL');
  const statements = { session: sqlite.prepare(sessionSql(() => '?')), unread: sqlite.prepare(unreadSql(() => '?')) };
  return async (name, values) => statements[name].get(values);
}

const read = await openReads(process.env.DATABASE_URL);
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/api/gateway', async (request, reply) => {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const session = await read('session', [hashToken(token), 'session', Math.floor(Date.now() / 1000)]);
  if (!session) return reply.code(401).send({ code: 401, msg: 'token_expired' });
  const { unread } = await read('unread', [session.user_id]);
  return { code: 200, msg: 'success', data: { unread_count: Number(unread) } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
