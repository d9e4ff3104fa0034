import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['1'],
      minInlineSize: '20px',
      blockSize: '20px',
      paddingInline: '6px',
      borderRadius: vars.radius.full,
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.xs,
      fontWeight: vars.font.weight.medium,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
      selectors: {
        '&[data-size="md"]': { blockSize: '24px', paddingInline: vars.space['2'], fontSize: vars.font.size.sm },
        '&[data-dot="true"]': { minInlineSize: '10px', blockSize: '10px', padding: 0 },
      },
    },
  },
});

const tone = (fg: string, soft: string) => ({
  solid: { '@layer': { [components]: { backgroundColor: fg, color: vars.color.bg.surface } } },
  soft: { '@layer': { [components]: { backgroundColor: soft, color: fg } } },
});

const tones = {
  neutral: tone(vars.color.fg.neutral, vars.color.bg.neutralSoft),
  accent: tone(vars.color.fg.accent, vars.color.bg.accentSoft),
  critical: tone(vars.color.fg.critical, vars.color.bg.criticalSoft),
  positive: tone(vars.color.fg.positive, vars.color.bg.positiveSoft),
  caution: tone(vars.color.fg.caution, vars.color.bg.cautionSoft),
  info: tone(vars.color.fg.info, vars.color.bg.infoSoft),
};

/** Solid badges invert a text role onto the surface colour; soft ones put it on its soft background. */
export const appearance = styleVariants({
  'solid-neutral': tones.neutral.solid,
  'soft-neutral': tones.neutral.soft,
  'solid-accent': tones.accent.solid,
  'soft-accent': tones.accent.soft,
  'solid-critical': tones.critical.solid,
  'soft-critical': tones.critical.soft,
  'solid-positive': tones.positive.solid,
  'soft-positive': tones.positive.soft,
  'solid-caution': tones.caution.solid,
  'soft-caution': tones.caution.soft,
  'solid-info': tones.info.solid,
  'soft-info': tones.info.soft,
});

/**
 * Positions a count badge on the inline-end top corner of its anchor (e.g. the bell): it overlaps the corner by
 * 12 px and grows outwards (a wider '9+' extends away from the icon, never over it).
 */
export const anchor = style({ '@layer': { [components]: { position: 'relative', display: 'inline-flex' } } });
export const anchored = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      insetBlockEnd: 'calc(100% - 12px)',
      insetInlineStart: 'calc(100% - 12px)',
      boxShadow: `0 0 0 2px ${vars.color.bg.canvas}`,
      borderRadius: vars.radius.full,
      pointerEvents: 'none',
    },
  },
});
