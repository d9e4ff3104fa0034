/**
 * Grouped hot-path database calls (decision 0021, update 2): while one call is in flight, further
 * requests queue; when it completes, everything queued goes in ONE call. No timer: an idle server sends a lone
 * request at once (no added latency), a busy one sends fewer, larger calls — the batch grows with the load.
 *
 * `run` gets the queued items in arrival order and answers one result per item, in the same order; an `Error` in
 * a slot fails that item only. If `run` itself throws, every item of that call fails with the error.
 *
 * `lanes` (with `laneOf`) allows that many calls in flight at once, each lane batching on its own: one lane is
 * one database session's worth of work (one core at most), so a busy server needs several. Items of one lane keep
 * their order (the same key always maps to the same lane).
 */
export type GroupRun<I, O> = (items: I[]) => Promise<(O | Error)[]>;

export interface Grouped<I, O> {
  (item: I): Promise<O>;
  /** Calls made and items handled so far (tests and benchmarks read them). */
  stats(): { calls: number; items: number; largest: number };
}

interface Pending<I, O> {
  item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

interface Lane<I, O> {
  queue: Pending<I, O>[];
  inFlight: boolean;
}

export function grouped<I, O>(
  run: GroupRun<I, O>,
  options: { maxBatch?: number; lanes?: number; laneOf?: (item: I) => string } = {},
): Grouped<I, O> {
  const maxBatch = options.maxBatch ?? 200;
  const lanes: Lane<I, O>[] = Array.from({ length: Math.max(1, options.lanes ?? 1) }, () => ({
    queue: [],
    inFlight: false,
  }));
  const laneFor = (item: I): Lane<I, O> =>
    lanes.length === 1 || !options.laneOf ? lanes[0]! : lanes[hashOf(options.laneOf(item)) % lanes.length]!;
  const stats = { calls: 0, items: 0, largest: 0 };

  const flush = async (lane: Lane<I, O>) => {
    lane.inFlight = true;
    while (lane.queue.length > 0) {
      const batch = lane.queue.length > maxBatch ? lane.queue.splice(0, maxBatch) : lane.queue;
      if (batch === lane.queue) lane.queue = [];
      stats.calls += 1;
      stats.items += batch.length;
      stats.largest = Math.max(stats.largest, batch.length);
      try {
        const results = await run(batch.map((p) => p.item));
        batch.forEach((p, index) => {
          const result = results[index];
          if (result instanceof Error) p.reject(result);
          else if (result === undefined) p.reject(new Error('group call answered no result for an item'));
          else p.resolve(result);
        });
      } catch (error) {
        for (const p of batch) p.reject(error);
      }
    }
    lane.inFlight = false;
  };

  const call = ((item: I) =>
    new Promise<O>((resolve, reject) => {
      const lane = laneFor(item);
      lane.queue.push({ item, resolve, reject });
      if (!lane.inFlight) void flush(lane);
    })) as Grouped<I, O>;
  call.stats = () => ({ ...stats });
  return call;
}

/** A cheap string hash (FNV-1a, then murmur3's finaliser so the low bits are mixed) to spread keys over lanes. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
