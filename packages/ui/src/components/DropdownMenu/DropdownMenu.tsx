import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import * as popup from '../private/Popup.css';

export const menuItemTones = ['neutral', 'critical'] as const;
export const menuAligns = ['start', 'center', 'end'] as const;

export type MenuEntry =
  | {
      type?: 'item';
      id: string;
      label: ReactNode;
      icon?: ReactNode;
      tone?: (typeof menuItemTones)[number];
      disabled?: boolean;
      onSelect?: () => void;
    }
  | { type: 'separator'; id: string };

export interface DropdownMenuProps {
  /** The button that opens the menu (e.g. an IconButton "More options"). */
  trigger: ReactElement;
  items: MenuEntry[];
  align?: (typeof menuAligns)[number];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  'data-testid'?: string;
}

/** Radix DropdownMenu: portalled, typeahead, arrow keys, Escape returns focus to the trigger. */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  open,
  defaultOpen,
  onOpenChange,
  ...dom
}: DropdownMenuProps) {
  return (
    <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={popup.surface} align={align} sideOffset={6} data-testid={dom['data-testid']}>
          {items.map((entry) =>
            entry.type === 'separator' ? (
              <RadixMenu.Separator key={entry.id} className={popup.separator} />
            ) : (
              <RadixMenu.Item
                key={entry.id}
                className={popup.item}
                data-tone={entry.tone ?? 'neutral'}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
              >
                {entry.icon ? <span className={popup.itemIcon}>{entry.icon}</span> : null}
                {entry.label}
              </RadixMenu.Item>
            ),
          )}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
DropdownMenu.displayName = 'DropdownMenu';
