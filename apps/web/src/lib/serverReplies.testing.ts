// Test helpers: server replies as apps/server sends them, for the fetch seam and for mocked API functions.
import { fail, type ErrorCode } from '@kindred/core';
import { FetchError } from './request';

/** A JSON reply at the fetch seam. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refusal at the fetch seam: the server's one failure envelope (core's `fail`, decision 0010). */
export const refusalReply = (status: number, message: string, code: ErrorCode) => json(status, fail(message, code));

/** What the request layer rejects with when the server refuses: the status and the envelope on `data`. */
export function refusal(status: number, message: string, code: ErrorCode): FetchError {
  return new FetchError(`[GET] "/api": ${status}`, {
    response: new Response(null, { status }),
    data: fail(message, code),
  });
}
