import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export const tabsActivationModes = ['automatic', 'manual'] as const;

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** E.g. an unread count Badge after the label. */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list, e.g. "Filter notifications". */
  'aria-label': string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activationMode?: (typeof tabsActivationModes)[number];
  'data-testid'?: string;
}

/** Radix Tabs: arrow keys follow the reading direction (in RTL, ArrowLeft moves forward). */
export function Tabs({ items, value, defaultValue, onValueChange, activationMode = 'automatic', ...dom }: TabsProps) {
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      activationMode={activationMode}
      data-testid={dom['data-testid']}
    >
      <RadixTabs.List className={styles.list} aria-label={dom['aria-label']}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
            {item.badge}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
Tabs.displayName = 'Tabs';
