import { DirectionProvider } from '@radix-ui/react-direction';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, Toaster, visibleToasts, type ToastItem } from './Toast';

const many: ToastItem[] = Array.from({ length: 7 }, (_, i) => ({ id: String(i), title: `Toast ${i}` }));

describe('Toaster', () => {
  it('follows the app shell rules: 3 s, at most 5, newest kept', () => {
    expect([TOAST_DURATION_MS, TOAST_MAX_VISIBLE]).toEqual([3000, 5]);
    expect(visibleToasts(many).map((t) => t.id)).toEqual(['2', '3', '4', '5', '6']);
  });

  it('renders at most five; errors are alerts, others status', () => {
    render(
      <Toaster
        toasts={[...many.slice(0, 5), { id: 'e', title: 'Failed', tone: 'critical' }]}
        onDismiss={() => {}}
        closeLabel="Close"
        regionLabel="Notifications"
      />,
    );
    expect(screen.queryByText('Toast 0')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('status').filter((el) => el.tagName === 'DIV' && el.closest('li'))).toHaveLength(4);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });

  it('closes on click and on its close button', async () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={many.slice(0, 2)} onDismiss={onDismiss} closeLabel="Close" regionLabel="Notifications" />);
    await userEvent.click(screen.getByText('Toast 0'));
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith('0');
    expect(onDismiss).toHaveBeenCalledWith('1');
  });

  it('auto-closes after its duration', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toaster toasts={many.slice(0, 1)} onDismiss={onDismiss} closeLabel="Close" regionLabel="Notifications" />);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onDismiss).toHaveBeenCalledWith('0');
    vi.useRealTimers();
  });

  it('swipes towards the inline end: right in LTR, left in RTL', () => {
    const { unmount } = render(
      <Toaster toasts={many.slice(0, 1)} onDismiss={() => {}} closeLabel="x" regionLabel="n" />,
    );
    expect(screen.getByRole('listitem').dataset.swipeDirection).toBe('right');
    unmount();
    render(
      <DirectionProvider dir="rtl">
        <Toaster toasts={many.slice(0, 1)} onDismiss={() => {}} closeLabel="x" regionLabel="n" />
      </DirectionProvider>,
    );
    expect(screen.getByRole('listitem').dataset.swipeDirection).toBe('left');
  });

  it('names its region with the label it is given (no English hotkey hint from Radix)', () => {
    render(<Toaster toasts={many.slice(0, 1)} onDismiss={() => {}} closeLabel="סגירה" regionLabel="התראות" />);
    expect(screen.getByRole('region').getAttribute('aria-label')).toBe('התראות');
  });

  it('pauses while hovered or focused and resumes with the time left', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toaster toasts={many.slice(0, 1)} onDismiss={onDismiss} closeLabel="Close" regionLabel="Notifications" />);
    const list = screen.getByRole('list');
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerEnter(list);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(list);
    act(() => vi.advanceTimersByTime(900));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onDismiss).toHaveBeenCalledWith('0');
    onDismiss.mockClear();
    act(() => screen.getByRole('listitem').focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('keeps a toast of infinite duration until it is dismissed', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Toaster
        toasts={[{ id: 'x', title: 'Stays', duration: Infinity }]}
        onDismiss={onDismiss}
        closeLabel="Close"
        regionLabel="Notifications"
      />,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('closes when swiped far enough towards the inline end, not when swiped back or too short', () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={many.slice(0, 1)} onDismiss={onDismiss} closeLabel="Close" regionLabel="Notifications" />);
    const item = screen.getByRole('listitem');
    fireEvent.pointerDown(item, { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerMove(item, { clientX: 130, pointerType: 'touch' });
    expect(item.dataset.swipe).toBe('move');
    fireEvent.pointerUp(item, { clientX: 130, pointerType: 'touch' });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(item, { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerMove(item, { clientX: 20, pointerType: 'touch' });
    fireEvent.pointerUp(item, { clientX: 20, pointerType: 'touch' });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(item, { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerMove(item, { clientX: 170, pointerType: 'touch' });
    fireEvent.pointerUp(item, { clientX: 170, pointerType: 'touch' });
    expect(onDismiss).toHaveBeenCalledWith('0');
  });

  it('F8 moves focus to the newest toast; Escape closes the focused one', async () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={many.slice(0, 3)} onDismiss={onDismiss} closeLabel="Close" regionLabel="Notifications" />);
    await userEvent.keyboard('{F8}');
    expect(document.activeElement?.textContent).toContain('Toast 2');
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledWith('2');
  });
});
