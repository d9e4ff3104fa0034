import type { ReactNode } from 'react';
import { Accordion } from '../Accordion/Accordion';

export interface FaqItem {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

export interface FaqProps {
  items: FaqItem[];
  /** The open question (controlled), or none. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  headingLevel?: 2 | 3;
  'data-testid'?: string;
}

/** Frequently asked questions: one open at a time (docs/product/public-pages.md, support FAQ). */
export function Faq({ items, value, defaultValue, onValueChange, headingLevel = 3, ...dom }: FaqProps) {
  return (
    <Accordion
      items={items.map((item) => ({ value: item.id, title: item.question, content: <p>{item.answer}</p> }))}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      headingLevel={headingLevel}
      data-testid={dom['data-testid']}
    />
  );
}
Faq.displayName = 'Faq';
