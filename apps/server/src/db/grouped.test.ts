import { describe, expect, it } from 'vitest';
import { grouped } from './grouped';

/** A run whose calls finish only when the test says so. */
function controlledRun() {
  const calls: { items: string[]; finish(results?: (string | Error)[]): void }[] = [];
  const run = (items: string[]) =>
    new Promise<(string | Error)[]>((resolve) => {
      calls.push({ items, finish: (results) => resolve(results ?? items.map((x) => `done:${x}`)) });
    });
  return { calls, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('grouped (group commit)', () => {
  it('sends a lone item at once, with no timer', async () => {
    const { calls, run } = controlledRun();
    const call = grouped(run);
    const answer = call('a');
    expect(calls.map((c) => c.items)).toEqual([['a']]);
    calls[0]!.finish();
    await expect(answer).resolves.toBe('done:a');
  });

  it('queues what arrives while a call is in flight and sends it all in one call when that call returns', async () => {
    const { calls, run } = controlledRun();
    const call = grouped(run);
    const first = call('a');
    const queued = ['b', 'c', 'd'].map((x) => call(x));
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await first;
    await tick();
    expect(calls.map((c) => c.items)).toEqual([['a'], ['b', 'c', 'd']]);
    calls[1]!.finish();
    await expect(Promise.all(queued)).resolves.toEqual(['done:b', 'done:c', 'done:d']);
    expect(call.stats()).toEqual({ calls: 2, items: 4, largest: 3 });
  });

  it('an Error in one slot fails that item only', async () => {
    const seen: string[][] = [];
    const call = grouped<string, string>(async (items) => {
      seen.push(items);
      return items.map((x) => (x === 'bad' ? new Error(`refused ${x}`) : x));
    });
    const settled = await Promise.allSettled(['first', 'ok1', 'bad', 'ok2'].map((x) => call(x)));
    expect(seen).toEqual([['first'], ['ok1', 'bad', 'ok2']]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : s.reason.message))).toEqual([
      'first',
      'ok1',
      'refused bad',
      'ok2',
    ]);
  });

  it('a call that throws fails its whole batch; the next batch still runs', async () => {
    let round = 0;
    const call = grouped<string, string>(async (items) => {
      round += 1;
      if (round === 2) throw new Error('database gone');
      return items;
    });
    const settled = await Promise.allSettled(['first', 'a', 'b'].map((x) => call(x)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : s.reason.message))).toEqual([
      'first',
      'database gone',
      'database gone',
    ]);
    await expect(call('after')).resolves.toBe('after');
  });

  it('caps a batch at maxBatch and keeps arrival order across batches', async () => {
    const seen: string[][] = [];
    const call = grouped<string, string>(
      async (items) => {
        seen.push(items);
        return items;
      },
      { maxBatch: 2 },
    );
    const all = ['1', '2', '3', '4', '5'].map((x) => call(x));
    await expect(Promise.all(all)).resolves.toEqual(['1', '2', '3', '4', '5']);
    expect(seen).toEqual([['1'], ['2', '3'], ['4', '5']]);
  });

  it('lanes: items of one key share a lane and keep their order; other keys do not wait for it', async () => {
    const { calls, run } = controlledRun();
    const call = grouped(run, { lanes: 8, laneOf: (x) => x.split('-')[0]! });
    const a1 = call('a-1');
    const a2 = call('a-2');
    const others = ['b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => `${key}-1`);
    const otherAnswers = others.map((x) => call(x));
    // 'a-2' waits behind 'a-1' in its lane; at least one other key went out at once in a lane of its own.
    expect(calls[0]!.items).toEqual(['a-1']);
    expect(calls.some((c) => c.items.includes('a-2'))).toBe(false);
    expect(calls.length).toBeGreaterThan(1);
    const drain = async () => {
      for (let i = 0; i < 20; i += 1) {
        for (const c of calls.splice(0)) c.finish();
        await tick();
      }
    };
    await drain();
    await expect(a1).resolves.toBe('done:a-1');
    await expect(a2).resolves.toBe('done:a-2');
    await expect(Promise.all(otherAnswers)).resolves.toEqual(others.map((x) => `done:${x}`));
  });
});
