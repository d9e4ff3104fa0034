/**
 * The comparison points for bench:realtime: a bare socket.io server (same socket.io version as Kindred, websocket
 * transport, no authentication) that acks every `sendMessage` with `{ success, data }` at once — or, with
 * `DATABASE_URL`, only once the message is committed as one row of `bench_echo` (a durable echo: the least a
 * server that stores before it acknowledges must do).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';

const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, idleTimeoutMillis: 0 })
  : null;
const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
io.on('connection', (socket) => {
  // As Kindred's server does (the idle-socket clients wait for it): BENCH_WELCOME=1.
  if (process.env.BENCH_WELCOME === '1') socket.emit('welcome', { userId: socket.id, serverTime: Date.now() });
  socket.on('sendMessage', (payload: { content?: string }, ack?: (reply: unknown) => void) => {
    if (!pool) return ack?.({ success: true, data: payload });
    pool
      .query('INSERT INTO bench_echo (id, sender, content) VALUES ($1, $2, $3)', [
        randomUUID(),
        socket.id,
        String(payload?.content ?? ''),
      ])
      .then(
        () => ack?.({ success: true, data: payload }),
        (err: Error) => ack?.({ success: false, error: err.message }),
      );
  });
});
// The realtime benchmark's idle phase asks for the memory split (after a full collection with --expose-gc).
process.on('message', (m: { type?: string }) => {
  if (m?.type !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ type: 'memory', memory: process.memoryUsage() });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ type: 'ready' }));
