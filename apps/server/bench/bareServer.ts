/**
 * The comparison points for bench:api: a bare Fastify route (same Fastify version, no plugins, no database), and
 * `/page`, the same route answering the bytes of a real browse page (sent by the bench over IPC): the cost of
 * HTTP and of writing a page of that size, without anything Kindred does to make it.
 *
 * On FRAMED_PORT, `/api/framed` answers the same bytes from a Fastify set up as Kindred's server is (app.ts's
 * options — its logger at the bench server's level —, error handler, security headers and `no-store`, the
 * rate-limit plugin, the request decorators of the access layer) with no work of its own: what the framework and
 * the hooks every route runs cost, apart from what Kindred's access layer and the page's handler do.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { fastifyOptions, installReplyBasics } from '../src/app';

const app = Fastify({ logger: false });
const body = { success: true, data: [] as unknown[], hasMore: false };
let page = Buffer.from('{}');
let pageText = '{}';
process.on('message', (m: { type?: string; body?: string }) => {
  if (m?.type === 'page' && typeof m.body === 'string') {
    page = Buffer.from(m.body);
    pageText = m.body;
  }
});
app.get('/bare', async () => body);
app.get('/page', async (_request, reply) => {
  void reply.type('application/json; charset=utf-8');
  return page;
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

if (process.env.FRAMED_PORT) {
  const framed = Fastify(fastifyOptions({ logLevel: process.env.LOG_LEVEL || 'warn', trustProxy: false }));
  installReplyBasics(framed, { scriptHashes: [], publicUrl: 'http://127.0.0.1' });
  await framed.register(fastifyRateLimit, { global: false });
  for (const name of ['caller', 'viewerId', 'target', 'owned', 'story']) framed.decorateRequest(name, null);
  // As the browse route answers: a string, typed as JSON (contractRoute's SerialisedReply).
  framed.get('/api/framed', async (_request, reply) => {
    void reply.type('application/json; charset=utf-8');
    return pageText;
  });
  await framed.listen({ host: '127.0.0.1', port: Number(process.env.FRAMED_PORT) });
}
process.send?.({ type: 'ready' });
