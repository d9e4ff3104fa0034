// The calls layer's ICE servers.
// Called only by lazily loaded parts of the web, so a module of its own (see ../endpoints.ts).
import { endpoint } from '../http';
import type { callRoutes as calls } from '../routes/calls';

export const callEndpoints = {
  iceServers: endpoint<typeof calls.iceServers>('GET', '/api/calls/ice-servers'),
};
