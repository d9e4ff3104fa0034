import {
  storyFontCss,
  storyFonts,
  storyGradientCss,
  storyGradientIsLight,
  storyGradients,
  type StoryFontId,
  type StoryGradientId,
} from '@kindred/core';
import { useId, type ChangeEvent } from 'react';
import { CloseIcon, ImageIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Tabs } from '../Tabs/Tabs';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './StoryCreator.css';

export const storyCreatorStatuses = ['idle', 'submitting', 'error', 'wait'] as const;
export type StoryCreatorStatus = (typeof storyCreatorStatuses)[number];

export interface StoryCreatorFile {
  name: string;
  kind: 'image' | 'video';
  /** An object URL for the preview. */
  previewUrl: string;
}

export interface StoryCreatorValue {
  text: string;
  background: StoryGradientId;
  font: StoryFontId;
  file?: StoryCreatorFile | null;
}

export interface StoryCreatorLabels {
  title: string;
  close: string;
  textTab: string;
  backgroundTab: string;
  textLabel: string;
  placeholder: string;
  preview: string;
  previewEmpty: string;
  font: string;
  background: string;
  media: string;
  removeMedia: string;
  /** "Uploading 40%" (a file) or "Creating… 40%". */
  progress: (percent: number) => string;
  cancel: string;
  create: string;
  /** The spec's names of the gradients and fonts, in the member's language. */
  gradients: Record<StoryGradientId, string>;
  fonts: Record<StoryFontId, string>;
}

export interface StoryCreatorProps {
  open: boolean;
  /** Closing is refused while a story is being submitted (docs/product/stories.md: Escape closes unless submitting). */
  onOpenChange: (open: boolean) => void;
  value: StoryCreatorValue;
  onChange: (value: StoryCreatorValue) => void;
  onSubmit: () => void;
  onPickFile?: (file: File) => void;
  status: StoryCreatorStatus;
  /** Upload or submission percent while submitting. */
  progress?: number;
  /** The refusal or the server's 'wait' reply, shown as an alert. */
  message?: string;
  /** Characters allowed (docs/product/stories.md: 150). */
  maxLength?: number;
  labels: StoryCreatorLabels;
  'data-testid'?: string;
}

/**
 * The story creator (docs/product/stories.md): a Text tab (the text with its 150-character counter and the five fonts)
 * and a Background tab (the eight gradients) beside a live preview; or a photo or video instead of text, with
 * its upload progress. While submitting, every input is disabled and the progress shows; a refusal shows as an
 * alert. Stateless: the app validates with core's `checkStoryCreation`, submits and closes (after 1.5 s on a
 * 'wait' reply).
 */
export function StoryCreator({
  open,
  onOpenChange,
  value,
  onChange,
  onSubmit,
  onPickFile,
  status,
  progress = 0,
  message,
  maxLength = 150,
  labels,
  ...dom
}: StoryCreatorProps) {
  const submitting = status === 'submitting';
  const fileInput = useId();
  const count = [...value.text].length;
  const light = storyGradientIsLight(value.background);

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && onPickFile) onPickFile(file);
  };

  const textPanel = (
    <div className={styles.panel}>
      <label className={styles.fieldLabel} htmlFor={`${fileInput}-text`}>
        {labels.textLabel}
      </label>
      <textarea
        id={`${fileInput}-text`}
        className={styles.textarea}
        value={value.text}
        placeholder={labels.placeholder}
        disabled={submitting || Boolean(value.file)}
        rows={3}
        dir="auto"
        aria-describedby={`${fileInput}-counter`}
        onChange={(event) => onChange({ ...value, text: [...event.target.value].slice(0, maxLength).join('') })}
        data-testid="story-text"
      />
      <span
        id={`${fileInput}-counter`}
        className={styles.counter}
        data-state={count >= maxLength ? 'full' : count >= maxLength * 0.9 ? 'near' : 'normal'}
        data-testid="story-counter"
      >
        {count}/{maxLength}
      </span>
      <fieldset className={styles.fieldset} disabled={submitting}>
        <legend className={styles.fieldLabel}>{labels.font}</legend>
        <div className={styles.choices}>
          {storyFonts.map((f) => (
            <label key={f.id} className={styles.fontChoice} style={{ fontFamily: storyFontCss[f.id] }}>
              <input
                type="radio"
                className={styles.radio}
                name={`${fileInput}-font`}
                value={f.id}
                checked={value.font === f.id}
                onChange={() => onChange({ ...value, font: f.id })}
              />
              {labels.fonts[f.id]}
            </label>
          ))}
        </div>
      </fieldset>
      {onPickFile ? (
        <div className={styles.fileRow}>
          {value.file ? (
            <span className={styles.fileName} dir="auto">
              {value.file.name}
            </span>
          ) : null}
          {value.file ? (
            <Button
              variant="ghost"
              tone="neutral"
              size="sm"
              leadingIcon={<CloseIcon size="sm" />}
              disabled={submitting}
              onClick={() => onChange({ ...value, file: null })}
            >
              {labels.removeMedia}
            </Button>
          ) : (
            <label className={styles.fileButton} data-disabled={submitting ? 'true' : 'false'}>
              <ImageIcon size="sm" />
              {labels.media}
              <input
                type="file"
                className={styles.fileInput}
                accept="image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm"
                disabled={submitting}
                onChange={pickFile}
                data-testid="story-file"
              />
            </label>
          )}
        </div>
      ) : null}
    </div>
  );

  const backgroundPanel = (
    <fieldset className={styles.fieldset} disabled={submitting}>
      <legend className={styles.fieldLabel}>{labels.background}</legend>
      <div className={styles.swatches}>
        {storyGradients.map((g) => (
          <label key={g.id} className={styles.swatch}>
            <input
              type="radio"
              className={styles.swatchInput}
              name={`${fileInput}-background`}
              value={g.id}
              checked={value.background === g.id}
              onChange={() => onChange({ ...value, background: g.id })}
            />
            <span className={styles.swatchColour} style={{ background: storyGradientCss[g.id] }} aria-hidden="true" />
            <span className={styles.swatchName}>{labels.gradients[g.id]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && submitting) return;
        onOpenChange(next);
      }}
      title={labels.title}
      closeLabel={labels.close}
      size="lg"
      data-testid={dom['data-testid']}
      footer={
        <>
          <Button variant="ghost" tone="neutral" disabled={submitting} onClick={() => onOpenChange(false)}>
            {labels.cancel}
          </Button>
          <Button loading={submitting} disabled={status === 'wait'} onClick={onSubmit} data-testid="story-create">
            {labels.create}
          </Button>
        </>
      }
    >
      <div className={styles.layout} data-status={status}>
        <figure className={styles.previewBox}>
          <figcaption>
            <VisuallyHidden>{labels.preview}</VisuallyHidden>
          </figcaption>
          <div
            className={styles.preview}
            data-light={light && !value.file ? 'true' : 'false'}
            style={value.file ? undefined : { background: storyGradientCss[value.background] }}
            data-testid="story-preview"
          >
            {value.file ? (
              value.file.kind === 'image' ? (
                <img className={styles.previewMedia} src={value.file.previewUrl} alt="" />
              ) : (
                <video className={styles.previewMedia} src={value.file.previewUrl} muted playsInline />
              )
            ) : (
              <p
                className={styles.previewText}
                dir="auto"
                style={{ fontFamily: storyFontCss[value.font] }}
                data-empty={value.text.trim() ? 'false' : 'true'}
              >
                {value.text.trim() ? value.text : labels.previewEmpty}
              </p>
            )}
          </div>
        </figure>
        <div className={styles.controls}>
          <Tabs
            aria-label={labels.title}
            items={[
              { value: 'text', label: labels.textTab, content: textPanel },
              { value: 'background', label: labels.backgroundTab, content: backgroundPanel },
            ]}
          />
          {submitting ? <ProgressBar value={progress} label={labels.progress(Math.round(progress))} /> : null}
          {message ? (
            <p className={styles.message} role="alert" data-status={status} data-testid="story-message">
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
StoryCreator.displayName = 'StoryCreator';
