import { useEffect, useRef, useState } from 'react';

/** Time for the story timer: tests and stories pass a manual one, so progress is exact and instant. */
export interface StoryTimerClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserClock: StoryTimerClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export interface StoryTimerOptions {
  /** The story's length (docs/product/stories.md: 5 s). */
  durationMs: number;
  /** Held: no time passes (the pause control, a finger on the story, the reply field in use). */
  paused: boolean;
  /** Restarts the timer from 0 when it changes (the story's id). */
  storyKey: string;
  /** Called once when the story's time is up. */
  onDone: () => void;
  clock?: StoryTimerClock;
  /** How often progress is redrawn. */
  tickMs?: number;
}

/**
 * The story viewer's clock (docs/product/stories.md "auto-advance 5 s, progress 0 to 100"): the percent of the current
 * story, frozen while paused and resumed where it stopped (WCAG 2.2.2), restarted for each story.
 */
export function useStoryTimer({
  durationMs,
  paused,
  storyKey,
  onDone,
  clock = browserClock,
  tickMs = 100,
}: StoryTimerOptions): number {
  const [elapsed, setElapsed] = useState(0);
  const spent = useRef(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    spent.current = 0;
    setElapsed(0);
  }, [storyKey]);

  useEffect(() => {
    if (paused) return;
    let startedAt = clock.now();
    let finished = false;
    let handle: unknown = null;
    const tick = () => {
      const now = clock.now();
      spent.current += now - startedAt;
      startedAt = now;
      setElapsed(Math.min(spent.current, durationMs));
      if (spent.current >= durationMs) {
        finished = true;
        done.current();
        return;
      }
      handle = clock.setTimeout(tick, Math.min(tickMs, durationMs - spent.current));
    };
    handle = clock.setTimeout(tick, Math.min(tickMs, Math.max(0, durationMs - spent.current)));
    return () => {
      clock.clearTimeout(handle);
      if (!finished) spent.current += clock.now() - startedAt;
    };
  }, [paused, storyKey, durationMs, clock, tickMs]);

  return Math.min(100, (elapsed / durationMs) * 100);
}
