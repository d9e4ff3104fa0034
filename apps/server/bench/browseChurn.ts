/**
 * What changes while `bench:api` pages through the list: profile updates (PUT /api/users/profile, each one a
 * `card` change notice) and presence changes — members going online and offline through the real path, a
 * socket.io connection authenticated with the member's token (the server's presence code flips `is_online`, and
 * with it `online_visible`, on the connect and after the last socket of the member closed).
 */
import { io, type Socket } from 'socket.io-client';

type Member = { id: string; token: string };

/** Runs `tick` `perSecond` times a second between `start()` and `stop()` (only while the API is loaded). */
function metronome(perSecond: number, tick: () => void) {
  let timer: NodeJS.Timeout | null = null;
  return {
    start() {
      if (perSecond > 0 && !timer) timer = setInterval(tick, 1000 / perSecond);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** Profile updates (a new bio) at `perSecond` by `writers` in turn. */
export function profileWriter(port: number, perSecond: number, writers: Member[]) {
  let n = 0;
  const state = { done: 0, failed: 0 };
  const beat = metronome(writers.length ? perSecond : 0, () => {
    const writer = writers[n++ % writers.length] as Member;
    fetch(`http://127.0.0.1:${port}/api/users/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ details: { bio: `Benchmark bio ${n}` } }),
    })
      .then((res) => (res.ok ? state.done++ : state.failed++))
      .catch(() => state.failed++);
  });
  return Object.assign(state, beat);
}

/**
 * Presence changes at `perSecond`: every other tick a member who is offline connects a socket (goes online: their
 * card jumps to the top of the list), and on the others the member connected longest ago disconnects (goes offline
 * after the server's grace period, which the bench sets to 0). `nextMember` names who comes online next.
 */
export function presenceChanger(port: number, perSecond: number, nextMember: () => Promise<Member>) {
  const connected: Socket[] = [];
  let n = 0;
  const state = { online: 0, offline: 0, failed: 0 };
  const connect = async () => {
    const member = await nextMember();
    const socket = io(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: member.token },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('welcome', () => resolve());
      socket.once('connect_error', (err) => reject(err));
    });
    connected.push(socket);
    state.online++;
  };
  const beat = metronome(perSecond, () => {
    const leaving = n++ % 2 === 1 ? connected.shift() : undefined;
    if (leaving) {
      leaving.disconnect();
      state.offline++;
    } else connect().catch(() => state.failed++);
  });
  return Object.assign(state, beat, {
    close() {
      beat.stop();
      for (const socket of connected.splice(0)) socket.disconnect();
    },
  });
}
