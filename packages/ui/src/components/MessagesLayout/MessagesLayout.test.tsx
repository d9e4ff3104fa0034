import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesLayout } from './MessagesLayout';

const swipe = (el: Element, from: [number, number], to: [number, number]) => {
  fireEvent.touchStart(el, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(el, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
};

function renderLayout(dir: 'ltr' | 'rtl', onSwipeBack = vi.fn()) {
  render(
    <div dir={dir}>
      <MessagesLayout
        view="conversation"
        sidebar={<p>list</p>}
        sidebarLabel="Conversations"
        conversationLabel="Chat"
        onSwipeBack={onSwipeBack}
      >
        <p>conversation</p>
      </MessagesLayout>
    </div>,
  );
  return { pane: screen.getByRole('region', { name: 'Chat' }), onSwipeBack };
}

describe('MessagesLayout swipe back (docs/product/messaging.md: swipe threshold 80 px)', () => {
  it('a sideways swipe of 80 px towards the reading end goes back; shorter, upward or backward ones do not', () => {
    const { pane, onSwipeBack } = renderLayout('ltr');
    swipe(pane, [20, 300], [95, 300]);
    swipe(pane, [20, 300], [120, 420]);
    swipe(pane, [200, 300], [60, 300]);
    expect(onSwipeBack).not.toHaveBeenCalled();
    swipe(pane, [20, 300], [110, 320]);
    expect(onSwipeBack).toHaveBeenCalledOnce();
  });
  it('in Hebrew the reading end is on the left', () => {
    const { pane, onSwipeBack } = renderLayout('rtl');
    swipe(pane, [20, 300], [120, 300]);
    expect(onSwipeBack).not.toHaveBeenCalled();
    swipe(pane, [300, 300], [200, 300]);
    expect(onSwipeBack).toHaveBeenCalledOnce();
  });
});
