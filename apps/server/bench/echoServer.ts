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
http.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ type: 'ready' }));
