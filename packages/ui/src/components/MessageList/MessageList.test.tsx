import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MessageBubbleLabels } from '../MessageBubble/MessageBubble';
import { MessageList, runPositions, type MessageListItem, type MessageListLabels } from './MessageList';

const bubble = Object.fromEntries(
  ['sending', 'sent', 'read', 'failed', 'retry', 'uploading', 'uploadFailed', 'attachmentUnavailable', 'unsupported']
    .concat(['wink', 'openImage', 'closeImage', 'pdf', 'file', 'video', 'audio', 'image'])
    .map((k) => [k, k]),
) as unknown as MessageBubbleLabels;
const labels: MessageListLabels = {
  ...bubble,
  download: (n) => n,
  log: 'Messages with Noa',
  loadMore: 'Load More',
  loadingMore: 'Loading…',
  empty: 'No messages yet. Say hello!',
};
const item = (id: string, own: boolean, kind: MessageListItem['kind'] = 'text'): MessageListItem => ({
  id,
  own,
  kind,
  content: id,
  time: '09:00',
});

describe('runPositions: only the last bubble of one sender’s run has a tail', () => {
  it('groups consecutive messages of one side and breaks at the other side and at notes', () => {
    const list = [
      item('a', false),
      item('b', false),
      item('c', false),
      item('d', true),
      item('e', true, 'call'),
      item('f', true),
    ];
    expect(runPositions(list)).toEqual(['first', 'middle', 'last', 'single', 'single', 'single']);
  });
});

describe('MessageList', () => {
  it('is a named polite log; Load More shows while there is more and calls back', async () => {
    const onLoadMore = vi.fn();
    render(
      <MessageList
        groups={[{ key: 'd', label: 'Today', messages: [item('a', false)] }]}
        labels={labels}
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    const log = screen.getByRole('log', { name: 'Messages with Noa' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Today')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
  it('says "No messages yet. Say hello!" when empty, and announces the typing line', () => {
    const { rerender } = render(<MessageList groups={[]} labels={labels} />);
    expect(screen.getByText('No messages yet. Say hello!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    rerender(<MessageList groups={[]} labels={labels} typing="Noa is typing…" />);
    expect(screen.getByRole('status').textContent).toBe('Noa is typing…');
  });
  it('a failed message’s Retry calls back with its id', async () => {
    const onRetry = vi.fn();
    render(
      <MessageList
        groups={[{ key: 'd', label: 'Today', messages: [{ ...item('m7', true), status: 'failed' }] }]}
        labels={labels}
        onRetry={onRetry}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(onRetry).toHaveBeenCalledWith('m7');
  });
  it('reads who sent each message before its text', () => {
    render(
      <MessageList
        groups={[{ key: 'd', label: 'Today', messages: [item('Hi', false), item('Hello', true)] }]}
        labels={labels}
        senderLabels={{ own: 'You', partner: 'Noa' }}
      />,
    );
    const log = screen.getByRole('log');
    expect(log.textContent).toContain('Noa: Hi');
    expect(log.textContent).toContain('You: Hello');
  });
});
