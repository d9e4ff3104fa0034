export { Card, cardElevations, cardPaddings, cardElements } from './Card';
export type { CardProps } from './Card';
