import { textDirection, type Direction } from '@kindred/core';
import { useState } from 'react';

/** `dir` of a text input's value: `auto` (user text, the default) or a fixed direction (e.g. passwords). */
export type ValueDirection = Direction | 'auto';

/**
 * The `dir` attribute of a text input: none while it is empty, so the field and its placeholder follow the
 * page (right-aligned in Hebrew), and the typed text's own direction once filled (`auto`: its first strong
 * character) or the fixed one given. `dir="auto"` alone would make every empty field left-to-right.
 */
export function inputDirection(text: string, dir: ValueDirection = 'auto'): Direction | undefined {
  if (!text) return undefined;
  return dir === 'auto' ? textDirection(text) : dir;
}

/** The text shown in an input, controlled or not: `value` when given, else what was typed since `defaultValue`. */
export function useShownText(value: string | undefined, defaultValue: string | undefined) {
  const [typed, setTyped] = useState(defaultValue ?? '');
  return [value ?? typed, setTyped] as const;
}
