/**
 * Chat (decisions: Messaging): one service for the socket handlers and the HTTP routes, so both paths obey the same
 * rules, composed of its concerns (decision 0141) — sending with exactly-once on the client message id and the
 * typing signal (send.ts); reading, read receipts, history and the conversations list (reads.ts). Refusals are
 * HttpErrors with the spec's messages (the socket layer turns them into `messageError` / `error`).
 */
import type pg from 'pg';
import type { Deliver, Publish } from '../realtime/deliver';
import { createReading } from './reads';
import { createSending } from './send';

export function createChat(deps: {
  pool: () => pg.Pool;
  deliver: Deliver;
  /** `deliver` that resolves once the event is handed over (a send's `publish()`). */
  publish: Publish;
  /** Where attachments live (a file message must carry one of the sender's). */
  dataDir: string;
}) {
  return { ...createSending(deps), ...createReading(deps) };
}

export type Chat = ReturnType<typeof createChat>;
