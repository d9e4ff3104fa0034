import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PULL_TRIGGER, usePullToRefresh } from './pullToRefresh';

function List({ refresh, enabled = true }: { refresh: () => Promise<unknown>; enabled?: boolean }) {
  const pull = usePullToRefresh(refresh, enabled);
  return (
    <div data-testid="root" {...pull.handlers}>
      <output data-testid="state">
        {pull.refreshing ? 'refreshing' : pull.ready ? 'ready' : String(pull.distance)}
      </output>
      <ul data-testid="list">
        <li data-testid="item">Noa</li>
      </ul>
    </div>
  );
}

const drag = (from: number, to: number, end = true) => {
  const item = screen.getByTestId('item');
  fireEvent.touchStart(item, { touches: [{ clientY: from }] });
  fireEvent.touchMove(item, { touches: [{ clientY: to }] });
  if (end) fireEvent.touchEnd(item, { touches: [] });
};

describe('pull to refresh on the conversation list (phones)', () => {
  it('a pull from the top past the trigger refreshes once, showing it until the reload is done', async () => {
    let done: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(<List refresh={refresh} />);
    drag(100, 100 + PULL_TRIGGER + 10, false);
    expect(screen.getByTestId('state').textContent).toBe('ready');
    fireEvent.touchEnd(screen.getByTestId('item'), { touches: [] });
    expect(refresh).toHaveBeenCalledOnce();
    expect(screen.getByTestId('state').textContent).toBe('refreshing');
    // A second pull while it runs does nothing.
    drag(100, 300);
    expect(refresh).toHaveBeenCalledOnce();
    await act(async () => done());
    expect(screen.getByTestId('state').textContent).toBe('0');
  });

  it('a short pull, a list scrolled down, or a wider screen: no refresh', () => {
    const refresh = vi.fn(() => Promise.resolve());
    const { rerender } = render(<List refresh={refresh} />);
    drag(100, 100 + PULL_TRIGGER - 10);
    expect(screen.getByTestId('state').textContent).toBe('0');

    screen.getByTestId('list').scrollTop = 200;
    drag(100, 300);
    screen.getByTestId('list').scrollTop = 0;

    rerender(<List refresh={refresh} enabled={false} />);
    drag(100, 300);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a failed reload ends the spinner', async () => {
    const refresh = vi.fn(() => Promise.reject(new Error('offline')));
    render(<List refresh={refresh} />);
    drag(0, 200);
    await act(async () => undefined);
    expect(screen.getByTestId('state').textContent).toBe('0');
  });
});
