/**
 * A child of bench:realtime: opens one idle, authenticated socket.io connection per token it is sent (websocket
 * transport, at most 50 handshakes in flight), reports how many were welcomed, and closes them when told.
 */
import { io, type Socket } from 'socket.io-client';

const url = process.env.BENCH_URL as string;
const sockets: Socket[] = [];

function open(token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
    sockets.push(socket);
    socket.once('welcome', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });
}

process.on('message', async (m: { type: string; tokens?: string[] }) => {
  if (m.type === 'connect' && m.tokens) {
    const queue = [...m.tokens];
    let welcomed = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let token = queue.pop(); token; token = queue.pop()) if (await open(token)) welcomed++;
      }),
    );
    process.send?.({ type: 'connected', welcomed, failed: m.tokens.length - welcomed });
  } else if (m.type === 'close') {
    for (const s of sockets) s.close();
    process.send?.({ type: 'closed' }, () => process.exit(0));
  }
});
process.send?.({ type: 'ready' });
