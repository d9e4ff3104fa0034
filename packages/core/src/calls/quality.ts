/**
 * Connection quality from round-trip time, packet loss and jitter (docs/product/calls.md): excellent below 0.1 s, 1 %, 0.01;
 * good below 0.3 s, 5 %, 0.03; fair below 0.5 s, 10 %, 0.05; otherwise poor; unknown without stats.
 */
export const connectionQualities = ['excellent', 'good', 'fair', 'poor', 'unknown'] as const;
export type ConnectionQuality = (typeof connectionQualities)[number];

const thresholds: readonly [Exclude<ConnectionQuality, 'poor' | 'unknown'>, number, number, number][] = [
  ['excellent', 0.1, 1, 0.01],
  ['good', 0.3, 5, 0.03],
  ['fair', 0.5, 10, 0.05],
];

export function connectionQuality(stats: {
  rttSeconds?: number | null | undefined;
  packetLossPercent?: number | null | undefined;
  jitterSeconds?: number | null | undefined;
}): ConnectionQuality {
  const { rttSeconds: rtt, packetLossPercent: loss, jitterSeconds: jitter } = stats;
  if (typeof rtt !== 'number' || typeof loss !== 'number' || typeof jitter !== 'number') return 'unknown';
  for (const [name, maxRtt, maxLoss, maxJitter] of thresholds) {
    if (rtt < maxRtt && loss < maxLoss && jitter < maxJitter) return name;
  }
  return 'poor';
}

/** Packet loss in percent from cumulative counters. */
export function packetLossPercent(packetsLost: number, packetsReceived: number): number {
  const total = packetsLost + packetsReceived;
  return total > 0 ? (packetsLost / total) * 100 : 0;
}
