/**
 * A child of bench:two-node: the round-robin TCP proxy (roundRobinProxy.ts) in front of the ports in BACKENDS
 * (comma-separated), in a process of its own so that its CPU time is read apart from the load generator's and its
 * piping does not stall the generator's timers. Says `{ type: 'ready', port }`; answers `{ type: 'order' }` with the
 * backend of each connection so far, in order.
 */
import { roundRobinProxy } from './roundRobinProxy';

const backends = (process.env.BACKENDS ?? '').split(',').map(Number).filter(Boolean);
const proxy = await roundRobinProxy(backends);
process.on('message', (m: { type?: string }) => {
  if (m?.type === 'order') process.send?.({ type: 'order', order: proxy.order });
});
process.send?.({ type: 'ready', port: Number(new URL(proxy.url).port) });
