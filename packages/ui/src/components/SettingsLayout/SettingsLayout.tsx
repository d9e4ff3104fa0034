import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './SettingsLayout.css';

export interface SettingsSection {
  value: string;
  label: ReactNode;
  /** Shown before the label; on phones the four sections become a 2×2 grid of icon + label. */
  icon?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface SettingsLayoutProps {
  title: ReactNode;
  sections: SettingsSection[];
  /** Accessible name of the section list, e.g. "Settings sections". */
  'aria-label': string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * The sticky bar under the sections (the Save Changes bar): it stays in view while scrolling and, on phones,
   * sits above the members' bottom navigation instead of under it.
   */
  footer?: ReactNode;
  /** The settings are still loading: the title and a spinner with this label. */
  loadingLabel?: string;
  loading?: boolean;
  'data-testid'?: string;
}

/**
 * The settings page's frame: title, the sections as tabs (a row with an underline when there is room, a 2×2 grid
 * of tiles in narrow columns — never a sideways scroll), the chosen section, and a sticky footer.
 */
export function SettingsLayout({
  title,
  sections,
  value,
  defaultValue,
  onValueChange,
  footer,
  loading = false,
  loadingLabel = '',
  ...dom
}: SettingsLayoutProps) {
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      <h1 className={styles.title}>{title}</h1>
      {loading ? (
        <div className={styles.loading}>
          <Spinner label={loadingLabel} showLabel />
        </div>
      ) : (
        <RadixTabs.Root
          className={styles.tabs}
          value={value}
          defaultValue={defaultValue ?? sections[0]?.value}
          onValueChange={onValueChange}
        >
          <RadixTabs.List
            className={styles.list}
            aria-label={dom['aria-label']}
            data-count={sections.length}
            data-even={sections.length % 2 === 0}
          >
            {sections.map((section) => (
              <RadixTabs.Trigger
                key={section.value}
                value={section.value}
                disabled={section.disabled}
                className={styles.trigger}
              >
                {section.icon ? (
                  <span className={styles.icon} aria-hidden="true">
                    {section.icon}
                  </span>
                ) : null}
                <span className={styles.label} dir="auto">
                  {section.label}
                </span>
              </RadixTabs.Trigger>
            ))}
          </RadixTabs.List>
          {sections.map((section) => (
            <RadixTabs.Content key={section.value} value={section.value} className={styles.panel}>
              {section.content}
            </RadixTabs.Content>
          ))}
        </RadixTabs.Root>
      )}
      {footer && !loading ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
SettingsLayout.displayName = 'SettingsLayout';
