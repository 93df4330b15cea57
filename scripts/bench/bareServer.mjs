// The yardstick: Fastify with nothing but one JSON route, answering the body it was given.
import Fastify from 'fastify';

const app = Fastify();
const answer = JSON.parse(process.env.BODY ?? '{}');
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/api/gateway', async () => answer);
app.post('/api/gateway/batch', async () => answer);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
