/**
 * The calls area's route (decision 0024): the ICE servers a call uses. Placing and answering calls are socket
 * events (contracts/socket.ts).
 */
import { z } from 'zod';
import { okReply, route } from '../route';

/** An ICE server as RTCPeerConnection takes it; TURN with time-limited credentials (the TURN REST scheme). */
export const iceServerSchema = z.strictObject({
  urls: z.array(z.string()),
  username: z.string().optional().describe('TURN only: `<expiry>:<member id>`'),
  credential: z.string().optional().describe('TURN only: base64(HMAC-SHA1(secret, username))'),
});
export type IceServer = z.output<typeof iceServerSchema>;

export const callRoutes = {
  iceServers: route({
    method: 'GET',
    path: '/api/calls/ice-servers',
    summary: 'The STUN and TURN servers for a call (verified premium members: anyone else cannot call).',
    reply: okReply(
      z.strictObject({
        iceServers: z.array(iceServerSchema),
        /** Seconds the TURN credentials stay valid; null without TURN. */
        ttl: z.number().positive().nullable(),
      }),
    ),
  }),
};
