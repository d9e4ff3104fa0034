/** The comparison point for bench:api: a bare Fastify route (same Fastify version, no plugins, no database). */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, data: [] as unknown[], hasMore: false };
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.({ type: 'ready' });
