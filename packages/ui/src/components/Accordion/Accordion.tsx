import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import * as styles from './Accordion.css';

export const accordionHeadingLevels = [2, 3, 4] as const;

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Only one section open at a time; it can be closed again. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  headingLevel?: (typeof accordionHeadingLevels)[number];
  'data-testid'?: string;
}

export function Accordion({ items, value, defaultValue, onValueChange, headingLevel = 3, ...dom }: AccordionProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      className={styles.root}
      data-testid={dom['data-testid']}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.value} value={item.value} disabled={item.disabled} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.header}>
              <RadixAccordion.Trigger className={styles.trigger}>
                <span>{item.title}</span>
                <span className={styles.chevron}>
                  <ChevronDownIcon size="sm" />
                </span>
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>{item.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
Accordion.displayName = 'Accordion';
