import type { ReactNode } from 'react';
import * as styles from './Card.css';

export const cardElevations = ['flat', 'raised'] as const;
export const cardPaddings = ['none', 'md', 'lg'] as const;
export const cardElements = ['div', 'article', 'section', 'li'] as const;

export interface CardProps {
  children: ReactNode;
  elevation?: (typeof cardElevations)[number];
  padding?: (typeof cardPaddings)[number];
  as?: (typeof cardElements)[number];
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/** A surface that groups related content (a profile preview, a settings group). */
export function Card({ children, elevation = 'flat', padding = 'md', as: Element = 'div', ...dom }: CardProps) {
  return (
    <Element
      className={styles.root}
      data-elevation={elevation}
      data-padding={padding}
      id={dom.id}
      aria-label={dom['aria-label']}
      aria-labelledby={dom['aria-labelledby']}
      data-testid={dom['data-testid']}
    >
      {children}
    </Element>
  );
}
Card.displayName = 'Card';
