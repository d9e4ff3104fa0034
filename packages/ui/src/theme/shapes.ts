// Style objects that several components' style files share (spread into their `style()` rules), so a shape is
// written once: the box of a checkbox or radio, the round art of an empty state, the count badge on an icon.
import { vars } from './contract.css';

/** The 22 px box of a checkbox or a radio button (each sets its own radius and checked colours). */
export const choiceBox = {
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '22px',
  blockSize: '22px',
  marginBlockStart: '1px',
} as const;

/** The border and focus ring of a checkbox or a radio button. */
export const choiceFrame = {
  border: `2px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.bg.surface,
} as const;

export const choiceFocus = {
  outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focusRing.offset,
} as const;

/** A 72 px accent circle holding an empty state's icon or emoji. */
export const roundArt = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '72px',
  blockSize: '72px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.accentSoft,
  color: vars.color.fg.accent,
} as const;

/** The unread count on an icon button's corner (each sets its own block offset). */
export const countBadge = {
  position: 'absolute',
  insetInlineEnd: '2px',
  minInlineSize: '18px',
  blockSize: '18px',
  paddingInline: '4px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.accent,
  color: vars.color.fg.onAccent,
  fontSize: '11px',
  lineHeight: '18px',
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
} as const;
