/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads are untyped JSON in the suites */
/** Real socket.io clients for the suites: connect as a member, wait for events, collect them. */
import { io as connect, type Socket } from 'socket.io-client';
import type { Member } from './api';
import type { TestServer } from './harness';

export type ClientSocket = Socket;

export interface ConnectOptions {
  /** Where the token goes (the spec's client sends it in the auth data and the query). */
  via?: 'auth' | 'query' | 'header';
  origin?: string;
}

/** A socket that is not yet connected (for refusals): resolves with the connect_error message or 'connected'. */
export function rawSocket(server: TestServer, token: string | undefined, options: ConnectOptions = {}): ClientSocket {
  const via = options.via ?? 'auth';
  const extraHeaders: Record<string, string> = {};
  if (via === 'header' && token) extraHeaders['x-auth-token'] = token;
  if (options.origin) extraHeaders.origin = options.origin;
  return connect(server.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(via === 'auth' && token ? { auth: { token } } : {}),
    ...(via === 'query' && token ? { query: { token } } : {}),
    extraHeaders,
  });
}

/** Resolves 'connected' once welcomed, or the connect_error message. */
export function outcome(socket: ClientSocket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('welcome', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

/** A member's connected socket (after `welcome`). */
export async function connectMember(
  server: TestServer,
  member: Pick<Member, 'token'>,
  options: ConnectOptions = {},
): Promise<ClientSocket> {
  const socket = rawSocket(server, member.token, options);
  const result = await outcome(socket);
  if (result !== 'connected') throw new Error(`socket refused: ${result}`);
  return socket;
}

/** The next `event` on `socket` (rejects after `ms`). */
export function nextEvent<T = any>(socket: ClientSocket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, on);
  });
}

/** Every `event` from now on, in arrival order. */
export function collect<T = any>(socket: ClientSocket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Resolves when the server closes the socket (rejects after `ms`). */
export function closedByServer(socket: ClientSocket, ms = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already closed');
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
