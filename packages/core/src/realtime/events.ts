/**
 * The socket events a client may send, each with the zod schema its payload must pass (docs/product/messaging.md).
 * This map is the one list: the server registers a handler per name (apps/server `defineEvent`), takes the schema
 * from here, and refuses every other name; the TS signatures in `contracts/socket.ts` are what clients emit.
 */
import { z } from 'zod';
import { sendMessageSchema, userIdSchema } from '../validation/schemas';

const callId = z.string().min(1).max(100);
const timestamp = z.number().finite().optional();
const sdpLimit = 100_000;
/** Ours: the highest message sequence number a conversation holds (the database's integer). */
export const MESSAGE_SEQ_MAX = 2_147_483_647;

export const videoSignalSchema = z.object({
  type: z.enum(['offer', 'answer', 'ice-candidate', 'request-offer']),
  sdp: z.string().max(sdpLimit).optional(),
  candidate: z
    .object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(1_000).nullable().optional(),
    })
    .nullable()
    .optional(),
  iceRestart: z.boolean().optional(),
});

export const clientEventSchemas = {
  sendMessage: sendMessageSchema,
  typing: z.object({ recipientId: userIdSchema }),
  /** The reader read the conversation with `senderId` (all of it, or up to a sequence number). */
  messageRead: z.object({
    senderId: userIdSchema,
    upToSeq: z.number().int().min(0).max(MESSAGE_SEQ_MAX).optional(),
    messageIds: z.array(z.string().max(24)).max(500).optional(),
  }),
  updatePrivacySettings: z.object({ showOnlineStatus: z.boolean() }),
  /** Heartbeat (docs/product/messaging.md): no payload; answered with `pong` (or the ack). */
  ping: z.union([z.undefined(), z.null(), z.object({}).loose()]),
  /** A fresh access token for a live socket (decision 0020): the socket then lives until that token expires. */
  authenticate: z.object({ token: z.string().min(1).max(4096) }),
  initiateCall: z.object({
    callId: callId.optional(),
    recipientId: userIdSchema,
    callType: z.literal('video').optional(),
    userId: userIdSchema.optional(),
    caller: z.object({ userId: userIdSchema, name: z.string().max(100) }).optional(),
    timestamp,
  }),
  answerCall: z.object({
    callerId: userIdSchema,
    accept: z.boolean(),
    callId,
    userId: userIdSchema.optional(),
    timestamp,
  }),
  initiateVideoCall: z.object({ recipientId: userIdSchema }),
  answerVideoCall: z.object({ callerId: userIdSchema, accept: z.boolean(), callId }),
  videoSignal: z.object({
    recipientId: userIdSchema,
    signal: videoSignalSchema,
    from: z.object({ userId: userIdSchema, callId }).optional(),
  }),
  videoMediaControl: z.object({ recipientId: userIdSchema, type: z.enum(['audio', 'video']), muted: z.boolean() }),
  videoHangup: z.object({ recipientId: userIdSchema, callId: callId.optional() }),
} as const satisfies Record<string, z.ZodType>;

export type ClientEventName = keyof typeof clientEventSchemas;
/** What a handler receives for `E` once its payload passed the schema. */
export type ClientEventPayload<E extends ClientEventName> = z.output<(typeof clientEventSchemas)[E]>;

export const clientEventNames = Object.keys(clientEventSchemas) as ClientEventName[];

export function isClientEventName(name: unknown): name is ClientEventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(clientEventSchemas, name);
}

export { socketErrorMessages } from './socketErrors';
