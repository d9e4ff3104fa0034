import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LogoutIcon } from '../../icons/icons';
import { Avatar } from '../Avatar/Avatar';
import type { MenuEntry } from '../DropdownMenu/DropdownMenu';
import { hiddenText } from '../private/hiddenText.css';
import * as popup from '../private/Popup.css';
import * as styles from './AppHeader.css';

export interface AccountMenuProps {
  name: string;
  avatarSrc?: string;
  /** Accessible name of the avatar button, e.g. "Account menu for Noa". */
  menuLabel: string;
  signOutLabel: string;
  onSignOut: () => void;
  /** Entries above sign out (profile, settings…). */
  items?: MenuEntry[];
  'data-testid'?: string;
}

/**
 * The member's avatar in the header, opening a menu that ends with sign out. A light menu button (WAI-ARIA
 * menu button pattern) rather than the Radix DropdownMenu: it sits in every member page's header, and the
 * popper/portal machinery cost ~15 kB gzip for a menu anchored to the header's inline end. Arrow keys,
 * Home/End, Escape (focus back to the avatar), Tab and a click outside close it.
 */
export function AccountMenu({
  name,
  avatarSrc,
  menuLabel,
  signOutLabel,
  onSignOut,
  items = [],
  ...dom
}: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const entries: MenuEntry[] = [
    ...items,
    ...(items.length ? [{ type: 'separator' as const, id: 'separator' }] : []),
    { id: 'sign-out', label: signOutLabel, icon: <LogoutIcon size="sm" />, onSelect: onSignOut },
  ];
  const menuItems = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (initial === 'last' ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initial]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setInitial(event.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className={styles.accountRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.accountButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setInitial('first');
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar name={name} src={avatarSrc} size="sm" decorative />
        {/* The name as hidden text, not an aria-label: the avatar shows initials the label does not contain. */}
        <span className={hiddenText}>{menuLabel}</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={menuLabel}
          className={`${popup.surface} ${styles.accountMenu}`}
          data-testid={dom['data-testid']}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) =>
            entry.type === 'separator' ? (
              <div key={entry.id} role="separator" className={popup.separator} />
            ) : (
              <button
                key={entry.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={popup.item}
                data-tone={entry.tone ?? 'neutral'}
                disabled={entry.disabled}
                data-disabled={entry.disabled ? '' : undefined}
                onPointerMove={(event) => event.currentTarget.focus()}
                onClick={() => {
                  close(true);
                  entry.onSelect?.();
                }}
              >
                {entry.icon ? <span className={popup.itemIcon}>{entry.icon}</span> : null}
                {entry.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
AccountMenu.displayName = 'AccountMenu';
