import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatInput, type ChatInputLabels } from './ChatInput';

const labels: ChatInputLabels = {
  label: 'Message',
  placeholder: 'Type a message...',
  freePlaceholder: 'Send a wink instead (Free Account)',
  send: 'Send',
  wink: 'Send a wink',
  attach: 'Attach a file',
  emoji: 'Add an emoji',
  emojiPicker: 'Emojis',
  removeAttachment: 'Remove attachment',
  uploading: (p) => `Uploading ${p}%`,
};

describe('ChatInput (docs/product/messaging.md: Enter sends, Shift+Enter inserts a newline)', () => {
  it('sends the trimmed text on Enter and clears itself; Shift+Enter and an empty field send nothing', async () => {
    const onSend = vi.fn();
    render(<ChatInput defaultValue="" onSend={onSend} labels={labels} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(field, 'Hi{Shift>}{Enter}{/Shift}there ');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hi\nthere');
    expect(field).toHaveProperty('value', '');
  });
  it('a file alone can be sent; not while it uploads', async () => {
    const onSend = vi.fn();
    const { rerender } = render(
      <ChatInput onSend={onSend} labels={labels} attachment={{ name: 'a.png', progress: 30 }} />,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    rerender(<ChatInput onSend={onSend} labels={labels} attachment={{ name: 'a.png' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('');
  });
  it('FREE: the field is closed with the free placeholder, and only the wink sends', async () => {
    const onSend = vi.fn();
    const onWink = vi.fn();
    render(<ChatInput winkOnly onSend={onSend} onWink={onWink} onAttach={vi.fn()} labels={labels} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveProperty('disabled', true);
    expect(field.getAttribute('placeholder')).toBe('Send a wink instead (Free Account)');
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send a wink' }));
    expect(onWink).toHaveBeenCalledOnce();
    expect(onSend).not.toHaveBeenCalled();
  });
});
