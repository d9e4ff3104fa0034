/**
 * The comparison point for bench:realtime: a bare socket.io server (same socket.io version as Kindred, websocket
 * transport, no authentication, no database) that acks every `sendMessage` with `{ success, data }` at once.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.on('sendMessage', (payload: unknown, ack?: (reply: unknown) => void) => {
    ack?.({ success: true, data: payload });
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ type: 'ready' }));
