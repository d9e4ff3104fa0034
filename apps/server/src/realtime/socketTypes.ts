// The socket server's types, apart from the server that creates it, so event handlers can name them.
import type { ClientToServerEvents, ServerToClientEvents } from '@kindred/core';
import type { Server, Socket } from 'socket.io';

export interface SocketData {
  memberId: string;
  /** When the socket's access token expires (ms); `authenticate` with a fresh token moves it. */
  expiresAt: number;
  /** The token's session (refresh family) and issue time (s): a revocation (auth/revocation.ts) may close it. */
  sid: string | null;
  iat: number;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no events between nodes yet
type InterServerEvents = {};
export type KindredServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type KindredSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
