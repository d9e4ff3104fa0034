import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from '../../icons/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as attachmentStyles from './MessageAttachment.css';
import * as lightboxStyles from './MessageLightbox.css';

/** The words the lightbox shows (MessageBubbleLabels has them). */
interface LightboxLabels {
  openImage: string;
  image: string;
  closeImage: string;
}

/** A photo in the bubble that opens full size over a dark veil (a modal dialog; Escape or Close shuts it). */
export function Lightbox({ src, name, labels }: { src: string; name?: string; labels: LightboxLabels }) {
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger asChild>
        <button type="button" className={attachmentStyles.imageButton} aria-label={labels.openImage}>
          <img className={attachmentStyles.image} src={src} alt="" loading="lazy" decoding="async" />
        </button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={lightboxStyles.lightboxOverlay} />
        <RadixDialog.Content
          className={lightboxStyles.lightbox}
          aria-describedby={undefined}
          data-testid="message-lightbox"
        >
          <VisuallyHidden>
            <RadixDialog.Title>{name || labels.image}</RadixDialog.Title>
          </VisuallyHidden>
          <img className={lightboxStyles.lightboxImage} src={src} alt={name || labels.image} />
          <RadixDialog.Close asChild>
            <button type="button" className={lightboxStyles.lightboxClose} aria-label={labels.closeImage}>
              <CloseIcon size="lg" />
            </button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
