import { Avatar as RadixAvatar } from 'radix-ui';
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
      <RadixAvatar.Root className={styles.frame}>
        {src ? <RadixAvatar.Image className={styles.image} src={src} alt="" /> : null}
        <RadixAvatar.Fallback
          className={styles.fallback}
          delayMs={src ? 300 : undefined}
          aria-hidden="true"
          data-part="initials"
        >
          {initialsOf(name)}
        </RadixAvatar.Fallback>
      </RadixAvatar.Root>
      {online ? <span className={styles.status} data-part="online" /> : null}
      {!decorative && online && onlineLabel ? <VisuallyHidden>{onlineLabel}</VisuallyHidden> : null}
      {!decorative && premium && premiumLabel ? <VisuallyHidden>{premiumLabel}</VisuallyHidden> : null}
    </span>
  );
}
Avatar.displayName = 'Avatar';
