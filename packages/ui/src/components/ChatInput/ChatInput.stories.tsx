import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inputLabels } from '../../storybook/chatLabels';
import { storyPhotos } from '../../storybook/photos';
import { fileExtensionLatin } from '../../storybook/chatSamples';
import { text } from '../../storybook/text';
import { ChatInput, CHAT_INPUT_MAX_HEIGHT_PX, chatEmojis, type ChatInputProps } from './ChatInput';

const meta = {
  title: 'Components/ChatInput',
  component: ChatInput,
  args: { labels: inputLabels('en'), onSend: fn(), onWink: fn(), onAttach: fn(), onRemoveAttachment: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 640, paddingBlockStart: 160 }}>{Story()}</div>],
  parameters: { kindred: { latin: fileExtensionLatin } },
} satisfies Meta<typeof ChatInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled like the app holds it: the text clears when the send is accepted. */
function Controlled(props: ChatInputProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <ChatInput
      {...props}
      value={value}
      onValueChange={setValue}
      onSend={(text) => {
        props.onSend(text);
        setValue('');
      }}
    />
  );
}

export const Playground: Story = {
  render: (args, { globals }) => <Controlled {...args} labels={inputLabels(globals.locale)} />,
};

/** Enter sends the trimmed text; Shift+Enter starts a new line; an empty field sends nothing. */
export const EnterSends: Story = {
  render: (args, { globals }) => <Controlled {...args} labels={inputLabels(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const field = within(canvasElement).getByRole('textbox', { name: text(globals.locale)('chat:input.label') });
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(field, '  Hello{Shift>}{Enter}{/Shift}there  ');
    await expect(field).toHaveValue('  Hello\nthere  ');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Hello\nthere');
    await expect(field).toHaveValue('');
  },
};

/**
 * The 12-emoji picker: Escape closes it and focus returns to its button; an emoji goes in at the caret and the
 * field gets focus back. It ends open with the first emoji focused, for the picture.
 */
export const EmojiPicker: Story = {
  render: (args, { globals }) => <Controlled {...args} labels={inputLabels(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: t('chat:input.emoji') });
    const picker = () => body.findByRole('dialog', { name: t('chat:input.emojiPicker') });
    await userEvent.click(button);
    await expect(within(await picker()).getAllByRole('button')).toHaveLength(chatEmojis.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus(), { timeout: 3000 });
    await userEvent.click(button);
    await userEvent.click(within(await picker()).getByRole('button', { name: '😉' }));
    const field = canvas.getByRole('textbox');
    await waitFor(() => expect(field).toHaveFocus(), { timeout: 3000 });
    await expect(field).toHaveValue('😉');
    // Opened, the first emoji has focus (arrow keys move from there).
    await userEvent.click(button);
    const emojis = within(await picker()).getAllByRole('button');
    await waitFor(() => expect(emojis[0]).toHaveFocus(), { timeout: 3000 });
    // The reading direction's forward arrow moves to the next one (ArrowLeft in Hebrew).
    await userEvent.keyboard(globals.locale === 'he' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(emojis[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(emojis[7]).toHaveFocus();
  },
};

/** The field grows with the text up to 120 px, then scrolls. */
export const AutoGrow: Story = {
  render: (args, { globals }) => (
    <Controlled
      {...args}
      value={
        globals.locale === 'he'
          ? 'שורה ראשונה\nשורה שנייה\nשורה שלישית\nשורה רביעית\nשורה חמישית\nשורה שישית\nשורה שביעית'
          : 'Line one\nLine two\nLine three\nLine four\nLine five\nLine six\nLine seven'
      }
      labels={inputLabels(globals.locale)}
    />
  ),
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    await waitFor(() => expect(field.getBoundingClientRect().height).toBeGreaterThan(100));
    await expect(field.getBoundingClientRect().height).toBeLessThanOrEqual(CHAT_INPUT_MAX_HEIGHT_PX);
    await expect(field).toHaveAttribute('data-scroll', 'true');
  },
};

/** FREE: 'Send a wink instead (Free Account)', no text, emoji or files — the wink button sends. */
export const WinkOnly: Story = {
  args: { winkOnly: true },
  render: (args, { globals }) => <Controlled {...args} labels={inputLabels(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('placeholder', t('chat:input.freePlaceholder'));
    await expect(canvas.queryByRole('button', { name: t('chat:input.emoji') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('chat:input.attach') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('chat:input.wink') }));
    await expect(args.onWink).toHaveBeenCalledOnce();
  },
};

/** A chosen photo uploading (progress), a file ready to send, and a refused file. */
export const Attachments: Story = {
  render: (args, { globals }) => {
    const t = text(globals.locale);
    const labels = inputLabels(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <ChatInput
          {...args}
          labels={labels}
          attachment={{ name: 'beach.jpg', previewUrl: storyPhotos[3], progress: 40 }}
        />
        <ChatInput
          {...args}
          labels={labels}
          attachment={{ name: globals.locale === 'he' ? 'מפת השביל.pdf' : 'Arbel trail map.pdf', sizeLabel: '1.2 MB' }}
        />
        <ChatInput
          {...args}
          labels={labels}
          attachment={{ name: 'holiday-video.mov', sizeLabel: '48 MB', error: t('chat:errors.fileTooLarge') }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    const [uploading, ready] = canvas.getAllByRole('button', { name: t('chat:input.send') });
    await expect(uploading).toBeDisabled();
    await userEvent.click(ready!);
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('');
    await userEvent.click(canvas.getAllByRole('button', { name: t('chat:input.removeAttachment') })[0]!);
    await expect(args.onRemoveAttachment).toHaveBeenCalledOnce();
  },
};
