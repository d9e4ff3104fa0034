import { useEffect, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Avatar.css';
import { initialsOf } from './initials';

export { initialsOf };

export const avatarSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the initials fallback. */
  name: string;
  src?: string;
  size?: AvatarSize;
  online?: boolean;
  /** Announced with the online dot, e.g. "Online". */
  onlineLabel?: string;
  premium?: boolean;
  /** Announced with the premium ring, e.g. "Premium member". */
  premiumLabel?: string;
  /** Decorative when the name is already shown next to the avatar. */
  decorative?: boolean;
  'data-testid'?: string;
}

/** How long the initials wait for a photo before showing (a cached photo then appears without a flash). */
const FALLBACK_DELAY_MS = 300;

/**
 * The photo once it has loaded, else the initials — shown at once without a photo, after a short wait while one
 * loads, and for good if it fails. A plain image with its own load and error events (it replaced Radix's Avatar,
 * ~1 kB gzip on every member page, for the same behaviour).
 */
function AvatarFrame({ name, src }: { name: string; src?: string }) {
  // Which photo the status is about: a new src starts over (set while rendering, so a photo that loads before the
  // effects run — cached, inline — is never reset to "loading" afterwards).
  const [state, setState] = useState({ src, status: 'loading' as 'loading' | 'loaded' | 'error', waited: false });
  if (state.src !== src) setState({ src, status: 'loading', waited: false }); // React renders again at once
  const { status, waited } = state;
  useEffect(() => {
    if (!src) return undefined;
    const timer = setTimeout(() => setState((s) => (s.src === src ? { ...s, waited: true } : s)), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [src]);
  const settle = (next: 'loaded' | 'error') => setState((s) => (s.src === src ? { ...s, status: next } : s));
  const showInitials = !src || status === 'error' || (status === 'loading' && waited);
  return (
    <span className={styles.frame}>
      {src && status !== 'error' ? (
        <img
          className={styles.image}
          src={src}
          alt=""
          // Not shown until it has loaded (the reset sets images to display: block, which `hidden` would not beat).
          style={status === 'loaded' ? undefined : { display: 'none' }}
          onLoad={() => settle('loaded')}
          onError={() => settle('error')}
        />
      ) : null}
      {showInitials ? (
        <span className={styles.fallback} aria-hidden="true" data-part="initials">
          {initialsOf(name)}
        </span>
      ) : null}
    </span>
  );
}

export function Avatar({
  name,
  src,
  size = 'md',
  online = false,
  onlineLabel,
  premium = false,
  premiumLabel,
  decorative = false,
  ...dom
}: AvatarProps) {
  return (
    <span
      className={styles.root}
      data-size={size}
      data-online={online ? 'true' : undefined}
      data-premium={premium ? 'true' : undefined}
      data-testid={dom['data-testid']}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
    >
      <AvatarFrame name={name} src={src} />
      {online ? <span className={styles.status} data-part="online" /> : null}
      {!decorative && online && onlineLabel ? <VisuallyHidden>{onlineLabel}</VisuallyHidden> : null}
      {!decorative && premium && premiumLabel ? <VisuallyHidden>{premiumLabel}</VisuallyHidden> : null}
    </span>
  );
}
Avatar.displayName = 'Avatar';
