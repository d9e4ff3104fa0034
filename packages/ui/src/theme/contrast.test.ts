import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkColors, lightColors, type ColorRoles } from './tokens';

type Colors = ColorRoles;
type Bg = keyof Colors['bg'];
type Fg = keyof Colors['fg'];
type Border = keyof Colors['border'];

const plainBackgrounds: Bg[] = ['canvas', 'surface', 'surfaceRaised', 'sunken'];

/** Text roles on the backgrounds they are used on: WCAG AA for body text (4.5:1). */
const textPairs: [Fg, Bg][] = [
  ...(['neutral', 'secondary', 'accent', 'critical', 'positive', 'caution', 'info', 'link'] as const).flatMap((fg) =>
    plainBackgrounds.map((bg): [Fg, Bg] => [fg, bg]),
  ),
  ['neutral', 'neutralSoft'],
  ['neutral', 'neutralSoftHover'],
  ['secondary', 'neutralSoft'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['onCritical', 'critical'],
  ['onPositive', 'positive'],
  // Soft tones: text of the tone on its soft background (badges, banners, soft buttons).
  ['accent', 'accentSoft'],
  ['critical', 'criticalSoft'],
  ['positive', 'positiveSoft'],
  ['caution', 'cautionSoft'],
  ['info', 'infoSoft'],
  ['neutral', 'accentSoft'],
  ['neutral', 'criticalSoft'],
  ['neutral', 'positiveSoft'],
  ['neutral', 'cautionSoft'],
  ['neutral', 'infoSoft'],
];

/** Non-text UI parts (input borders, focus rings, control fills): 3:1 (WCAG 1.4.11). */
const uiPairs: [Border, Bg][] = (['strong', 'focus', 'critical'] as const).flatMap((border) =>
  plainBackgrounds.map((bg): [Border, Bg] => [border, bg]),
);

const fillPairs: [Bg, Bg][] = (['accent', 'critical', 'positive'] as const).flatMap((fill) =>
  plainBackgrounds.map((bg): [Bg, Bg] => [fill, bg]),
);

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as [string, Colors][])('%s theme contrast', (_name, colors) => {
  it.each(textPairs)('fg.%s on bg.%s ≥ 4.5:1', (fg, bg) => {
    expect(contrastRatio(colors.fg[fg], colors.bg[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('border.%s on bg.%s ≥ 3:1', (border, bg) => {
    expect(contrastRatio(colors.border[border], colors.bg[bg])).toBeGreaterThanOrEqual(3);
  });

  it.each(fillPairs)('bg.%s as a control fill on bg.%s ≥ 3:1', (fill, bg) => {
    expect(contrastRatio(colors.bg[fill], colors.bg[bg])).toBeGreaterThanOrEqual(3);
  });

  it('focus ring is visible on the accent fill (≥ 3:1 against canvas outside the ring)', () => {
    expect(contrastRatio(colors.border.focus, colors.bg.canvas)).toBeGreaterThanOrEqual(3);
  });
});
