import { PhoneIcon, PhoneOffIcon } from '../../icons/callIcons';
import { Avatar } from '../Avatar/Avatar';
import { floatingLayerProps } from '../private/floatingLayer';
import * as styles from './CallBanner.css';

/** incoming: a call rings (accept or decline); active: a call is under way while its screen is minimised. */
export const callBannerVariants = ['incoming', 'active'] as const;
export type CallBannerVariant = (typeof callBannerVariants)[number];

export interface CallBannerLabels {
  /** "Incoming video call" / "Call in progress": the banner's name and first line. */
  title: string;
  /** incoming */
  accept?: string;
  decline?: string;
  /** active */
  returnToCall?: string;
  hangUp?: string;
}

export interface CallBannerProps {
  variant: CallBannerVariant;
  /** The other member's nickname (user text: shown with `dir="auto"`). */
  name: string;
  photoSrc?: string;
  /** A second line after the name: the call's status or duration ("Connected · 04:12"). */
  detail?: string;
  labels: CallBannerLabels;
  onAccept?: () => void;
  onDecline?: () => void;
  onReturn?: () => void;
  onHangUp?: () => void;
  'data-testid'?: string;
}

/**
 * A call at the top of any page (docs/product/calls.md "incoming and active call banners"): the ringing call with accept and
 * decline, or the call under way with a way back to it and hang up. It never takes focus from the page; the
 * incoming one is announced at once (assertive), the active one politely.
 */
export function CallBanner({
  variant,
  name,
  photoSrc,
  detail,
  labels,
  onAccept,
  onDecline,
  onReturn,
  onHangUp,
  ...dom
}: CallBannerProps) {
  return (
    <section
      className={styles.root}
      data-variant={variant}
      aria-label={labels.title}
      data-testid={dom['data-testid']}
      {...floatingLayerProps}
    >
      <div className={styles.who}>
        <span className={styles.avatar} data-variant={variant}>
          <Avatar name={name} src={photoSrc} size="md" decorative />
        </span>
        <div className={styles.text} role="status" aria-live={variant === 'incoming' ? 'assertive' : 'polite'}>
          <span className={styles.title}>
            <PhoneIcon size="xs" />
            {labels.title}
          </span>
          <span className={styles.name} dir="auto">
            {name}
          </span>
          {detail ? <span className={styles.detail}>{detail}</span> : null}
        </div>
      </div>
      <div className={styles.actions}>
        {variant === 'incoming' ? (
          <>
            <button type="button" className={styles.action} data-tone="decline" onClick={onDecline}>
              <PhoneOffIcon size="sm" />
              <span>{labels.decline}</span>
            </button>
            <button type="button" className={styles.action} data-tone="accept" onClick={onAccept}>
              <PhoneIcon size="sm" />
              <span>{labels.accept}</span>
            </button>
          </>
        ) : (
          <>
            <button type="button" className={styles.action} data-tone="return" onClick={onReturn}>
              <PhoneIcon size="sm" />
              <span>{labels.returnToCall}</span>
            </button>
            <button
              type="button"
              className={styles.action}
              data-tone="decline"
              data-shape="round"
              aria-label={labels.hangUp}
              onClick={onHangUp}
            >
              <PhoneOffIcon size="sm" />
            </button>
          </>
        )}
      </div>
    </section>
  );
}
CallBanner.displayName = 'CallBanner';
