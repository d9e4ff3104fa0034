/**
 * ChatInput — the input bar under a conversation (docs/product/messaging.md Messages: "attachment preview, emoji picker of 12
 * emojis, input bar with wink, attach and emoji buttons"; §5: Enter sends, Shift+Enter inserts a newline, height
 * capped at 120 px; FREE: 'Send a wink instead (Free Account)').
 *
 * Props (stable):
 * - `value` + `onValueChange` (controlled), or `defaultValue` (uncontrolled: cleared after a send).
 * - `onSend(text)`: Enter or the send button, with the trimmed text; only when there is text or an attachment.
 * - `onWink()`: the wink button. `onAttach(file)`: a file chosen with the attach button (`accept` limits the picker).
 * - `attachment`: the chosen file, shown above the bar — `{ name, sizeLabel?, previewUrl?, progress?, error? }`
 *   (`progress` 0–100 while uploading, `error` a message when it failed); `onRemoveAttachment()` its remove button.
 * - `winkOnly`: a FREE member's state — the field is disabled with `labels.freePlaceholder`, no emoji or attach
 *   buttons, and the wink takes the send button's place (solid, named `labels.wink`).
 * - `disabled`: nothing can be sent (e.g. not connected); `emojis`: the picker's 12 emoji (`chatEmojis`).
 * - `labels`: `{ label, placeholder, freePlaceholder, send, wink, attach, emoji, emojiPicker, removeAttachment,
 *   uploading(progress) }`.
 *
 * The emoji picker closes on Escape and returns focus to its button; a chosen emoji goes in at the caret and the
 * field gets focus back.
 */
import { WINK_EMOJI } from '@kindred/core';
import { Popover } from 'radix-ui';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AttachIcon, CloseIcon, FileIcon, SendIcon, SmileIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { inputDirection, useShownText } from '../private/inputDirection';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './ChatInput.css';

/** The picker's 12 emoji (docs/product/messaging.md "Emoji picker has 12 emojis"). */
export const chatEmojis = ['😀', '😂', '😍', '🥰', '😘', '😉', '😊', '😎', '🤔', '😢', '👍', '❤️'] as const;

/** The field's height cap (docs/product/messaging.md). */
export const CHAT_INPUT_MAX_HEIGHT_PX = 120;
const MIN_HEIGHT_PX = 42;

export interface ChatInputAttachment {
  name: string;
  sizeLabel?: string;
  /** A local preview of an image (an object URL). */
  previewUrl?: string;
  /** 0–100 while uploading. */
  progress?: number;
  /** Shown in the critical colour when the upload failed or the file was refused. */
  error?: string;
}

export interface ChatInputLabels {
  /** The field's accessible name ('Message'). */
  label: string;
  placeholder: string;
  freePlaceholder: string;
  send: string;
  wink: string;
  attach: string;
  emoji: string;
  emojiPicker: string;
  removeAttachment: string;
  /** 'Uploading {progress}%' */
  uploading: (progress: number) => string;
}

export interface ChatInputProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onSend: (text: string) => void;
  onWink?: () => void;
  onAttach?: (file: File) => void;
  accept?: string;
  attachment?: ChatInputAttachment | null;
  onRemoveAttachment?: () => void;
  winkOnly?: boolean;
  disabled?: boolean;
  emojis?: readonly string[];
  labels: ChatInputLabels;
  'data-testid'?: string;
}

/** The wink button shows the wink itself, in colour: the emoji button next to it is a line-drawn smile. */
const winkGlyph = (
  <span className={styles.winkGlyph} aria-hidden="true">
    {WINK_EMOJI}
  </span>
);

/** Arrow keys move through the 6 × 2 grid; in RTL, ArrowLeft moves forward. */
function moveInGrid(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const columns = 6;
  const step: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  let next: number | undefined;
  if (event.key in step) next = index + step[event.key]!;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
}

export function ChatInput({
  value,
  defaultValue,
  onValueChange,
  onSend,
  onWink,
  onAttach,
  accept,
  attachment,
  onRemoveAttachment,
  winkOnly = false,
  disabled = false,
  emojis = chatEmojis,
  labels,
  ...dom
}: ChatInputProps) {
  const [text, setTyped] = useShownText(value, defaultValue);
  const [pickerOpen, setPickerOpen] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const picked = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const shown = winkOnly ? '' : text;

  // Grows with the text up to the cap, then scrolls; measured again when its width changes (a field that
  // mounted hidden, a rotated phone).
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return undefined;
    // Measured while hidden (a pane not shown yet), the text has no height: measure again once it has a width.
    let width = 0;
    const fit = () => {
      width = el.clientWidth;
      // Empty, it is one line high: a long placeholder does not make it grow.
      if (!el.value) {
        el.style.blockSize = `${MIN_HEIGHT_PX}px`;
        el.dataset.scroll = 'false';
        return;
      }
      el.style.blockSize = 'auto';
      const height = Math.min(el.scrollHeight, CHAT_INPUT_MAX_HEIGHT_PX);
      el.style.blockSize = `${Math.max(height, MIN_HEIGHT_PX)}px`;
      el.dataset.scroll = el.scrollHeight > CHAT_INPUT_MAX_HEIGHT_PX ? 'true' : 'false';
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth !== width) fit();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);

  const change = (next: string) => {
    setTyped(next);
    onValueChange?.(next);
  };

  const uploading = attachment?.progress !== undefined && !attachment.error;
  const canSend = !disabled && !winkOnly && !uploading && (shown.trim() !== '' || !!attachment);

  const send = () => {
    if (!canSend) return;
    onSend(shown.trim());
    if (value === undefined) setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const insertEmoji = (emoji: string) => {
    const el = textareaRef.current;
    const start = el?.selectionStart ?? shown.length;
    const end = el?.selectionEnd ?? shown.length;
    change(`${shown.slice(0, start)}${emoji}${shown.slice(end)}`);
    picked.current = true;
    setPickerOpen(false);
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      el.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  // Opened again while its closing was still under way, the panel stays mounted and its focus scope does not focus
  // the first emoji anew: do it here, unless focus is in the panel already.
  useEffect(() => {
    if (!pickerOpen) return undefined;
    const frame = requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (panel && !panel.contains(document.activeElement)) panel.querySelector('button')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pickerOpen]);

  return (
    <div
      className={styles.root}
      data-mode={winkOnly ? 'winkOnly' : 'full'}
      data-disabled={disabled ? 'true' : undefined}
      data-testid={dom['data-testid']}
    >
      {attachment && !winkOnly ? (
        <div className={styles.attachment} data-part="attachment">
          {attachment.previewUrl ? (
            <img className={styles.thumb} src={attachment.previewUrl} alt="" />
          ) : (
            <span className={styles.thumb} aria-hidden="true">
              <FileIcon />
            </span>
          )}
          <span className={styles.attachmentText}>
            <span className={styles.attachmentName} dir="auto">
              {attachment.name}
            </span>
            {attachment.error ? (
              <span className={styles.attachmentMeta} data-tone="critical" role="alert">
                {attachment.error}
              </span>
            ) : uploading ? (
              <ProgressBar
                label={labels.uploading(Math.round(attachment.progress ?? 0))}
                value={attachment.progress ?? 0}
                hideLabel
                size="sm"
              />
            ) : attachment.sizeLabel ? (
              <span className={styles.attachmentMeta}>{attachment.sizeLabel}</span>
            ) : null}
          </span>
          {onRemoveAttachment ? (
            <IconButton
              size="sm"
              icon={<CloseIcon size="sm" />}
              aria-label={labels.removeAttachment}
              onClick={onRemoveAttachment}
            />
          ) : null}
        </div>
      ) : null}
      <div className={styles.bar}>
        {winkOnly ? null : (
          <>
            <Popover.Root open={pickerOpen} onOpenChange={setPickerOpen}>
              <Popover.Trigger asChild>
                <IconButton icon={<SmileIcon />} aria-label={labels.emoji} disabled={disabled} />
              </Popover.Trigger>
              <Popover.Portal>
                <Popover.Content
                  ref={panelRef}
                  className={styles.emojiPanel}
                  side="top"
                  align="start"
                  sideOffset={8}
                  aria-label={labels.emojiPicker}
                  data-testid="chat-emoji-picker"
                  onKeyDown={moveInGrid}
                  onCloseAutoFocus={(event) => {
                    // After a pick the field takes focus; Escape or a click outside return it to the button.
                    if (picked.current) event.preventDefault();
                    picked.current = false;
                  }}
                >
                  {emojis.map((emoji) => (
                    <button key={emoji} type="button" className={styles.emoji} onClick={() => insertEmoji(emoji)}>
                      {emoji}
                    </button>
                  ))}
                </Popover.Content>
              </Popover.Portal>
            </Popover.Root>
            {onAttach ? (
              <>
                <IconButton
                  icon={<AttachIcon />}
                  aria-label={labels.attach}
                  disabled={disabled}
                  onClick={() => fileRef.current?.click()}
                />
                <input
                  ref={fileRef}
                  type="file"
                  accept={accept}
                  hidden
                  tabIndex={-1}
                  aria-hidden="true"
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    if (file) onAttach(file);
                    event.currentTarget.value = '';
                  }}
                />
              </>
            ) : null}
          </>
        )}
        <div className={styles.field}>
          <textarea
            ref={textareaRef}
            className={styles.textarea}
            rows={1}
            value={shown}
            dir={inputDirection(shown)}
            aria-label={labels.label}
            placeholder={winkOnly ? labels.freePlaceholder : labels.placeholder}
            disabled={disabled || winkOnly}
            enterKeyHint="send"
            onChange={(event) => change(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        {winkOnly ? (
          <IconButton
            variant="solid"
            tone="accent"
            icon={winkGlyph}
            aria-label={labels.wink}
            onClick={onWink}
            disabled={disabled || !onWink}
          />
        ) : (
          <>
            {onWink ? (
              <IconButton icon={winkGlyph} aria-label={labels.wink} disabled={disabled} onClick={onWink} />
            ) : null}
            <IconButton
              variant="solid"
              tone="accent"
              icon={<SendIcon />}
              aria-label={labels.send}
              disabled={!canSend}
              onClick={send}
            />
          </>
        )}
      </div>
    </div>
  );
}
ChatInput.displayName = 'ChatInput';
