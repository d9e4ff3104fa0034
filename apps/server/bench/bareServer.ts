/**
 * The comparison points for bench:api: a bare Fastify route (same Fastify version, no plugins, no database), and
 * `/page`, the same route answering the bytes of a real browse page (sent by the bench over IPC): the cost of
 * HTTP and of writing a page of that size, without anything Kindred does to make it.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, data: [] as unknown[], hasMore: false };
let page = Buffer.from('{}');
process.on('message', (m: { type?: string; body?: string }) => {
  if (m?.type === 'page' && typeof m.body === 'string') page = Buffer.from(m.body);
});
app.get('/bare', async () => body);
app.get('/page', async (_request, reply) => {
  void reply.type('application/json; charset=utf-8');
  return page;
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.({ type: 'ready' });
