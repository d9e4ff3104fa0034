/**
 * The frames a connection gets in one turn of the event loop leave in one write (decision 0190). engine.io flushes
 * a connection's buffer on every packet, and the WebSocket library writes every frame with its own system call; a
 * chat send gives the sender two frames (the ack, `messageSent`) and the recipient three (`notification`,
 * `newMessage`, `messageReceived`), each a `writev` of its own — the largest single cost in the server's profile.
 * Here a connection's flush waits for the end of the current tick (`process.nextTick`: before any I/O, so no frame
 * waits for anything but the code already running), and the frames it writes then are corked on the TCP socket, so
 * the kernel gets them in one `writev`. Order is unchanged: packets still leave in the order they were queued.
 */

interface RawSocket {
  cork(): void;
  uncork(): void;
}

/** What this uses of an engine.io connection (`io.engine`'s `connection` event). */
export interface EngineConnection {
  flush(): void;
  readyState?: string;
  transport?: { name?: string; socket?: { _socket?: RawSocket } } | null;
}

/** The TCP socket under a WebSocket transport (ws keeps it as `_socket`); none for HTTP long-polling. */
const rawSocketOf = (conn: EngineConnection): RawSocket | null => {
  const transport = conn.transport;
  if (transport?.name !== 'websocket') return null;
  const raw = transport.socket?._socket;
  return raw && typeof raw.cork === 'function' && typeof raw.uncork === 'function' ? raw : null;
};

export function coalesceWrites(conn: EngineConnection): void {
  const flushNow = conn.flush.bind(conn);
  let pending = false;
  const flushPending = () => {
    pending = false;
    const raw = rawSocketOf(conn);
    raw?.cork();
    try {
      flushNow();
    } finally {
      raw?.uncork();
    }
  };
  conn.flush = () => {
    // Closing (or an upgrade while closing): as engine.io does it, at once.
    if (conn.readyState !== 'open') return flushNow();
    if (pending) return;
    pending = true;
    process.nextTick(flushPending);
  };
}
