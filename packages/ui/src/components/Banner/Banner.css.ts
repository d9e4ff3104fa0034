import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';

export const root = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space['3'],
      padding: vars.space['4'],
      borderRadius: vars.radius.lg,
      border: '1px solid transparent',
      color: vars.color.fg.neutral,
    },
  },
});

const toneStyle = (bg: string, fg: string) => ({
  '@layer': { [components]: { backgroundColor: bg, borderColor: `color-mix(in srgb, ${fg} 30%, transparent)` } },
});

export const tone = styleVariants({
  info: toneStyle(vars.color.bg.infoSoft, vars.color.fg.info),
  positive: toneStyle(vars.color.bg.positiveSoft, vars.color.fg.positive),
  caution: toneStyle(vars.color.bg.cautionSoft, vars.color.fg.caution),
  critical: toneStyle(vars.color.bg.criticalSoft, vars.color.fg.critical),
});

export const icon = styleVariants({
  info: { '@layer': { [components]: { display: 'inline-flex', color: vars.color.fg.info, paddingBlockStart: '2px' } } },
  positive: {
    '@layer': { [components]: { display: 'inline-flex', color: vars.color.fg.positive, paddingBlockStart: '2px' } },
  },
  caution: {
    '@layer': { [components]: { display: 'inline-flex', color: vars.color.fg.caution, paddingBlockStart: '2px' } },
  },
  critical: {
    '@layer': { [components]: { display: 'inline-flex', color: vars.color.fg.critical, paddingBlockStart: '2px' } },
  },
});

export const body = style({
  '@layer': {
    [components]: { flex: 1, display: 'grid', gap: vars.space['1'], minInlineSize: 0, overflowWrap: 'anywhere' },
  },
});

export const title = style({
  '@layer': { [components]: { fontWeight: vars.font.weight.medium, fontSize: vars.font.size.md } },
});

export const actions = style({
  '@layer': {
    [components]: { display: 'flex', gap: vars.space['2'], flexWrap: 'wrap', marginBlockStart: vars.space['2'] },
  },
});

export const dismiss = style({
  '@layer': { [components]: { marginBlock: '-6px', marginInlineEnd: '-6px' } },
});
