/**
 * The periodic jobs (decision 0156): one scheduler, started when the server is ready and stopped when it closes.
 * Its timing is checked with fake timers (first runs, intervals, nothing left after stop); the server's wiring with
 * a real server: each job scheduled once it listens, none after close.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, type Job } from '../src/jobs/scheduler';
import { startTestServer, REDIS_TEST_URL, requireRedis } from './harness';

describe('the scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const job = (name: string, firstRunMs: number | null, everyMs: number) => {
    const run = vi.fn(async () => {});
    return { name, firstRunMs, everyMs, run } satisfies Job;
  };

  it('runs each job first at its delay, then at its interval, and leaves no timer after stop', async () => {
    vi.useFakeTimers();
    const atOnce = job('at once', 0, 1_000);
    const delayed = job('delayed', 5_000, 60_000);
    const onInterval = job('on interval', null, 10_000);
    const scheduler = createScheduler([atOnce, delayed, onInterval], { warn: () => {} });
    expect(scheduler.running()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);

    scheduler.start();
    scheduler.start(); // a second start schedules nothing more
    expect(scheduler.running()).toEqual(['at once', 'delayed', 'on interval']);
    expect(vi.getTimerCount()).toBe(4);
    expect(atOnce.run).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(delayed.run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(delayed.run).toHaveBeenCalledTimes(1);
    expect(onInterval.run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onInterval.run).toHaveBeenCalledTimes(1);
    expect(atOnce.run).toHaveBeenCalledTimes(11);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(delayed.run).toHaveBeenCalledTimes(2);
    expect(onInterval.run).toHaveBeenCalledTimes(6);

    scheduler.stop();
    expect(scheduler.running()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(atOnce.run).toHaveBeenCalledTimes(61);
  });

  it('logs a failed run under the job name and keeps the job scheduled', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    const down = () => Promise.reject(new Error('down'));
    const failing: Job = { name: 'story expiry job', firstRunMs: null, everyMs: 1_000, run: down };
    const scheduler = createScheduler([failing], { warn });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith({ err: expect.any(Error) }, 'story expiry job failed');
    scheduler.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

const hasRedis = await requireRedis();

describe('the server', () => {
  it('schedules every job once it listens and none after close', async () => {
    const server = await startTestServer('pglite');
    const { jobs } = server.app.kindred;
    try {
      expect(jobs.running()).toEqual([
        'database maintenance',
        'story expiry job',
        'notification retention job',
        'attachment sweep',
        'subscription job',
      ]);
    } finally {
      await server.close();
    }
    expect(jobs.running()).toEqual([]);
  });

  it.runIf(hasRedis)('with Redis, also sweeps unanswered calls', async () => {
    const server = await startTestServer('pglite', { redisUrl: REDIS_TEST_URL });
    const { jobs } = server.app.kindred;
    try {
      expect(jobs.running()).toContain('call sweep');
    } finally {
      await server.close();
    }
    expect(jobs.running()).toEqual([]);
  });
});
