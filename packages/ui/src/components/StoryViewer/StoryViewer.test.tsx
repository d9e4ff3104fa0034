import { manualTime } from '@kindred/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StoryViewer, type StoryViewerLabels, type StoryViewerStory } from './StoryViewer';
import { useStoryTimer } from './useStoryTimer';

describe('useStoryTimer (docs/product/stories.md: 5 s per story; WCAG 2.2.2: pause and resume)', () => {
  it('advances after 5 s, holds while paused and resumes where it stopped, restarts per story', () => {
    const clock = manualTime(1_000);
    const onDone = vi.fn();
    const { result, rerender } = renderHook(
      (props: { paused: boolean; storyKey: string }) => useStoryTimer({ durationMs: 5_000, onDone, clock, ...props }),
      { initialProps: { paused: false, storyKey: 'a' } },
    );
    act(() => clock.advance(2_000));
    expect(result.current).toBe(40);
    rerender({ paused: true, storyKey: 'a' });
    act(() => clock.advance(60_000));
    expect(result.current).toBe(40);
    expect(onDone).not.toHaveBeenCalled();
    rerender({ paused: false, storyKey: 'a' });
    act(() => clock.advance(2_900));
    expect(result.current).toBe(98);
    expect(onDone).not.toHaveBeenCalled();
    act(() => clock.advance(100));
    expect(result.current).toBe(100);
    expect(onDone).toHaveBeenCalledOnce();
    act(() => clock.advance(10_000));
    expect(onDone).toHaveBeenCalledOnce();
    rerender({ paused: false, storyKey: 'b' });
    expect(result.current).toBe(0);
    act(() => clock.advance(1_000));
    expect(result.current).toBe(20);
  });
});

const labels: StoryViewerLabels = {
  title: 'Stories of Noa',
  close: 'Close',
  pause: 'Pause',
  play: 'Play',
  previous: 'Previous story',
  next: 'Next story',
  position: (c, t) => `Story ${c} of ${t}`,
  react: 'React',
  reactions: { like: 'Like', love: 'Love', laugh: 'Haha', wow: 'Wow', sad: 'Sad', angry: 'Angry' },
  viewers: (n) => `${n} views`,
  viewersTitle: 'Seen by',
  noViewers: 'No views yet',
  replyLabel: 'Reply to Noa',
  replyPlaceholder: 'Send a reply…',
  send: 'Send',
};
const stories: StoryViewerStory[] = [
  { id: 's1', kind: 'text', content: 'first', timeLabel: 'now' },
  { id: 's2', kind: 'text', content: 'second', timeLabel: 'now' },
];

type ManualClock = ReturnType<typeof manualTime>;
function Harness({
  onClose,
  onReply,
  clock,
}: {
  onClose: () => void;
  onReply: (t: string) => void;
  clock: ManualClock;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const progress = useStoryTimer({
    durationMs: 5_000,
    paused,
    storyKey: stories[index]!.id,
    onDone: () => setIndex((i) => Math.min(stories.length - 1, i + 1)),
    clock,
  });
  return (
    <StoryViewer
      open
      onClose={onClose}
      author={{ id: 'n', name: 'Noa' }}
      stories={stories}
      index={index}
      progress={progress}
      paused={paused}
      onPausedChange={setPaused}
      onNext={() => setIndex((i) => Math.min(stories.length - 1, i + 1))}
      onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
      canReply
      onReply={onReply}
      onReact={() => undefined}
      labels={labels}
    />
  );
}

describe('StoryViewer with its timer', () => {
  it('auto-advances, Space and the pause control hold it, arrows move, typing a reply pauses, Escape closes', async () => {
    const onClose = vi.fn();
    const onReply = vi.fn();
    const clock = manualTime(0);
    render(<Harness onClose={onClose} onReply={onReply} clock={clock} />);
    const dialog = screen.getByRole('dialog', { name: 'Stories of Noa' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause' }));
    act(() => clock.advance(5_000));
    expect(screen.getByText('second')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('first')).toBeTruthy();
    dialog.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    act(() => clock.advance(20_000));
    expect(screen.getByText('first')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => clock.advance(5_000));
    expect(screen.getByText('second')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to Noa' }), 'hello there{Enter}');
    expect(onReply).toHaveBeenCalledWith('hello there');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
