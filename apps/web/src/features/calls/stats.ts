// The connection's quality bars during a call (docs/product/calls.md): core grades what the browser's statistics say.
import { CALL_STATS_INTERVAL_MS, connectionQuality, packetLossPercent } from '@kindred/core';
import type { CallContext } from './context';

/** Reads the statistics of the current connection every few seconds while started. */
export function createCallStats({ patch, later, cancel }: CallContext, peer: () => RTCPeerConnection | null) {
  let statsTimer: unknown = null;

  const stop = () => {
    cancel(statsTimer);
    statsTimer = null;
  };
  const read = async () => {
    const pc = peer();
    if (!pc) return;
    let rtt: number | undefined;
    let lost = 0;
    let received = 0;
    let jitter: number | undefined;
    const report = await pc.getStats();
    report.forEach((s: Record<string, unknown>) => {
      if (s.type === 'candidate-pair' && s.nominated && typeof s.currentRoundTripTime === 'number')
        rtt = s.currentRoundTripTime;
      if (s.type === 'inbound-rtp' && s.kind === 'video') {
        lost += Number(s.packetsLost ?? 0);
        received += Number(s.packetsReceived ?? 0);
        if (typeof s.jitter === 'number') jitter = s.jitter;
      }
    });
    patch({
      quality: connectionQuality({
        rttSeconds: rtt,
        packetLossPercent: received + lost > 0 ? packetLossPercent(lost, received) : undefined,
        jitterSeconds: jitter,
      }),
    });
  };
  const start = () => {
    if (statsTimer !== null) return;
    const tick = () => {
      void read().catch(() => undefined);
      statsTimer = later(CALL_STATS_INTERVAL_MS, tick);
    };
    tick();
  };

  return { start, stop };
}
