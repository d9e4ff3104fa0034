import type { FocusEventHandler, KeyboardEventHandler, PointerEventHandler } from 'react';

/** Attributes that name, describe and identify a component's root element. */
export interface BaseDomProps {
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/**
 * What Radix `asChild` triggers (dialogs, menus, tooltips, popovers) hand to the button they wrap: its state,
 * the popup it controls and the handlers that open it.
 */
export interface TriggerDomProps<E extends Element = HTMLButtonElement> {
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: 'menu' | 'dialog' | 'listbox' | boolean;
  'aria-pressed'?: boolean;
  'data-state'?: string;
  onPointerDown?: PointerEventHandler<E>;
  onPointerMove?: PointerEventHandler<E>;
  onPointerLeave?: PointerEventHandler<E>;
  onKeyDown?: KeyboardEventHandler<E>;
  onFocus?: FocusEventHandler<E>;
  onBlur?: FocusEventHandler<E>;
}

/** The only props that ever reach the DOM unchanged: no blind `...rest` spreads anywhere else. */
export const domPropNames = [
  'id',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'data-testid',
  'aria-expanded',
  'aria-controls',
  'aria-haspopup',
  'aria-pressed',
  'data-state',
  'onPointerDown',
  'onPointerMove',
  'onPointerLeave',
  'onKeyDown',
  'onFocus',
  'onBlur',
] as const satisfies readonly (keyof (BaseDomProps & TriggerDomProps))[];
type DomPropName = (typeof domPropNames)[number];

/** The whitelisted DOM props among `props` (those a component's type accepts), ready to spread onto its root. */
export function domProps<P extends object>(props: P): Pick<P, Extract<keyof P, DomPropName>> {
  const picked: Record<string, unknown> = {};
  for (const name of domPropNames) {
    if (name in props && (props as Record<string, unknown>)[name] !== undefined) {
      picked[name] = (props as Record<string, unknown>)[name];
    }
  }
  return picked as Pick<P, Extract<keyof P, DomPropName>>;
}
