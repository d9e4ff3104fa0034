import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './MemberShell';

/** The member's socket and first requests wait for the page to be idle (decision 0215). */
describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts in an idle callback, at the latest after the timeout, and not at all once cancelled', () => {
    const callbacks = new Map<number, () => void>();
    const request = vi.fn((callback: () => void, options?: { timeout?: number }) => {
      expect(options?.timeout).toBe(1500);
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancel = vi.fn((id: number) => callbacks.delete(id));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const start = vi.fn();
    whenIdle(start);
    expect(start).not.toHaveBeenCalled();
    callbacks.get(1)?.();
    expect(start).toHaveBeenCalledOnce();

    const later = vi.fn();
    whenIdle(later)();
    expect(cancel).toHaveBeenCalledWith(2);
    expect(callbacks.has(2)).toBe(false);
    expect(later).not.toHaveBeenCalled();
  });

  it('waits 50 ms where the browser has no idle callbacks, and is cancelled the same', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const start = vi.fn();
    whenIdle(start);
    vi.advanceTimersByTime(49);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
