import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failMessage, type Message } from '@kindred/core';
import { isJumboEmoji, MessageBubble, type MessageBubbleLabels } from './MessageBubble';
import { messageBubbleFromMessage } from './fromMessage';

const me = 'a'.repeat(24);
const partner = 'b'.repeat(24);
const base: Message = {
  _id: 'm1',
  sender: me,
  recipient: partner,
  type: 'text',
  content: 'Hello',
  createdAt: '2026-11-28T09:00:00.000Z',
  read: false,
};
const labels: MessageBubbleLabels = {
  sending: 'Sending',
  sent: 'Sent',
  read: 'Read',
  failed: 'Failed to send',
  retry: 'Retry',
  uploading: 'Uploading...',
  uploadFailed: 'Upload Failed',
  attachmentUnavailable: 'Attachment unavailable',
  unsupported: 'Unsupported message',
  wink: 'Wink',
  openImage: 'Open image',
  closeImage: 'Close image',
  pdf: 'PDF document',
  file: 'File',
  video: 'Video',
  audio: 'Audio',
  image: 'Image',
  download: (name) => `Download ${name}`,
};

describe('messageBubbleFromMessage (docs/product/messaging.md Message, §4 Message sending)', () => {
  const map = (m: Partial<Message>) => messageBubbleFromMessage({ ...base, ...m }, { currentUserId: me });
  it.each([
    [{ pending: true, status: 'pending' as const }, 'pending'],
    [{ status: 'sending-api' as const }, 'pending'],
    [{ status: 'sent' as const }, 'sent'],
    [{ status: 'sent' as const, read: true }, 'read'],
    [{ status: 'error' as const }, 'failed'],
    [{ type: 'file' as const, status: 'error' as const }, 'uploadFailed'],
    [{ type: 'file' as const, status: 'uploading' as const }, 'uploading'],
  ])('%j → %s', (m, status) => {
    expect(map(m).status).toBe(status);
  });
  it('only the member’s own messages are own and carry a delivery status', () => {
    expect(map({ sender: partner, read: true })).toMatchObject({ own: false, status: undefined });
  });
  it('a failed message shows its text without core’s " (Failed)" suffix: the bubble says it in the member’s language', () => {
    const [failed] = failMessage([{ ...base, clientMessageId: 'm1', pending: true }], 'm1');
    expect(failed!.content).toBe('Hello (Failed)');
    expect(messageBubbleFromMessage(failed!, { currentUserId: me })).toMatchObject({
      content: 'Hello',
      status: 'failed',
    });
  });
  it('files take their kind from type or name; without metadata the attachment is unavailable', () => {
    const file = (metadata: Message['metadata']) => map({ type: 'file', content: '', metadata });
    expect(file({ fileType: 'image/png', url: '/a' }).kind).toBe('image');
    expect(file({ fileName: 'map.PDF', fileUrl: '/b', fileSize: 2048 })).toMatchObject({
      kind: 'pdf',
      attachment: { url: '/b', name: 'map.PDF' },
    });
    expect(
      messageBubbleFromMessage(
        { ...base, type: 'file', content: '', metadata: { fileName: 'a.ogg', url: '/c', fileSize: 1500000 } },
        { currentUserId: me, formatSize: (n) => `${(n / 1e6).toFixed(1)} MB` },
      ),
    ).toMatchObject({ kind: 'audio', attachment: { sizeLabel: '1.5 MB' } });
    expect(file(undefined)).toMatchObject({ kind: 'file', attachment: null });
  });
  it('call messages become call notes and unknown types unsupported', () => {
    expect(map({ type: 'video', content: 'Video call ended.' }).kind).toBe('call');
    expect(map({ type: 'sticker' as Message['type'] }).kind).toBe('unsupported');
  });
});

describe('isJumboEmoji', () => {
  it.each([
    ['😂', true],
    ['❤️❤️', true],
    ['🥰 😍 😘', true],
    ['👍🏽', true],
    ['👨‍👩‍👧‍👦', true],
    ['🎉🎉🎉🎉', false],
    ['ok 👍', false],
    ['123', false],
    ['', false],
  ])('%j → %s', (text, jumbo) => {
    expect(isJumboEmoji(text)).toBe(jumbo);
  });
});

describe('MessageBubble', () => {
  it('a failed message says so and its Retry calls back once', async () => {
    const onRetry = vi.fn();
    render(
      <MessageBubble kind="text" own content="Hi" time="09:00" status="failed" labels={labels} onRetry={onRetry} />,
    );
    expect(screen.getByText('Failed to send')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
  it('a file kind without an attachment says "Attachment unavailable"; an unknown kind "Unsupported message"', () => {
    render(
      <>
        <MessageBubble kind="pdf" own={false} time="09:00" labels={labels} />
        <MessageBubble kind="unsupported" own={false} time="09:00" labels={labels} />
      </>,
    );
    expect(screen.getByText('Attachment unavailable')).toBeTruthy();
    expect(screen.getByText('Unsupported message')).toBeTruthy();
  });
  it('user text is dir="auto"; an upload shows its progress', () => {
    const { container } = render(
      <>
        <MessageBubble kind="text" own={false} content="שלום" time="09:00" labels={labels} />
        <MessageBubble
          kind="file"
          own
          time="09:01"
          status="uploading"
          progress={40}
          attachment={{ name: 'a.docx' }}
          labels={labels}
        />
      </>,
    );
    expect(container.querySelector('p[dir="auto"]')?.textContent).toBe('שלום');
    expect(screen.getByRole('progressbar', { name: 'Uploading...' }).getAttribute('aria-valuenow')).toBe('40');
  });
  it('ticks name the delivery state for screen readers', () => {
    render(<MessageBubble kind="text" own content="Hi" time="09:00" status="read" labels={labels} />);
    expect(screen.getByText('Read')).toBeTruthy();
  });
});
