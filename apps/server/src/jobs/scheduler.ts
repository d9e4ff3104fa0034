/**
 * The one scheduler of the server's periodic jobs (decision 0156). `app.ts` starts it when the server is ready and
 * stops it when the server closes, so no timer outlives its app (tests build and close many). Each job is a module
 * of this folder: its name, when it first runs, how often after that, and what a run does. Timers are unref'd:
 * a job never keeps the process alive. Several nodes may run the same job: every job is written to allow it.
 */

export interface Job {
  /** Also the log line of a failed run: `<name> failed`. */
  name: string;
  /** The first run after start: 0 at once, a delay in ms, or null for the first interval's end. */
  firstRunMs: number | null;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface Scheduler {
  start(): void;
  stop(): void;
  /** The names of the jobs scheduled now (empty before start and after stop). */
  running(): string[];
}

export function createScheduler(jobs: readonly Job[], log: { warn(obj: object, message: string): void }): Scheduler {
  const timers = new Map<string, NodeJS.Timeout[]>();
  const runOnce = (job: Job) => job.run().catch((err: unknown) => log.warn({ err }, `${job.name} failed`));

  return {
    start() {
      if (timers.size) return;
      for (const job of jobs) {
        const own: NodeJS.Timeout[] = [];
        if (job.firstRunMs === 0) void runOnce(job);
        else if (job.firstRunMs !== null) own.push(setTimeout(() => void runOnce(job), job.firstRunMs));
        own.push(setInterval(() => void runOnce(job), job.everyMs));
        for (const timer of own) timer.unref();
        timers.set(job.name, own);
      }
    },
    stop() {
      for (const own of timers.values()) for (const timer of own) clearTimeout(timer);
      timers.clear();
    },
    running: () => [...timers.keys()],
  };
}
