import type { ReactNode } from 'react';
import { domProps, type BaseDomProps } from '../private/domProps';
import * as styles from './Card.css';

export const cardElevations = ['flat', 'raised'] as const;
export const cardPaddings = ['none', 'md', 'lg'] as const;
export const cardElements = ['div', 'article', 'section', 'li'] as const;

export interface CardProps extends Omit<BaseDomProps, 'aria-describedby'> {
  children: ReactNode;
  elevation?: (typeof cardElevations)[number];
  padding?: (typeof cardPaddings)[number];
  as?: (typeof cardElements)[number];
}

/** A surface that groups related content (a profile preview, a settings group). */
export function Card({ children, elevation = 'flat', padding = 'md', as: Element = 'div', ...dom }: CardProps) {
  return (
    <Element {...domProps(dom)} className={styles.root} data-elevation={elevation} data-padding={padding}>
      {children}
    </Element>
  );
}
Card.displayName = 'Card';
