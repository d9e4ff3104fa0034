import type { ReactNode } from 'react';
import { isDirectionalIcon } from './directional';
import * as styles from './Icon.css';
import type { IconName } from './iconNames';

export const iconSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type IconSize = (typeof iconSizes)[number];
const pixels: Record<IconSize, number> = { xs: 14, sm: 16, md: 20, lg: 24, xl: 32 };

export interface IconProps {
  size?: IconSize;
  /** Accessible name. Without it the icon is decorative (aria-hidden) and its control must carry the name. */
  label?: string;
  'data-testid'?: string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string; iconName: IconName };

/** Wraps the shapes of one icon in Kindred's 24×24 stroke SVG. */
export function createIcon(name: IconName, shapes: ReactNode): IconComponent {
  const directional = isDirectionalIcon(name);
  function Icon({ size = 'md', label, ...domProps }: IconProps) {
    const px = pixels[size];
    return (
      <svg
        className={styles.icon}
        width={px}
        height={px}
        viewBox="0 0 24 24"
        data-icon={name}
        data-directional={directional ? 'true' : undefined}
        data-testid={domProps['data-testid']}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        focusable="false"
      >
        {shapes}
      </svg>
    );
  }
  const component = Icon as IconComponent;
  component.displayName = `${name[0]?.toUpperCase()}${name.slice(1)}Icon`;
  component.iconName = name;
  return component;
}
