import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { lightTokens } from '../../theme/tokens';

type SpaceKey = keyof typeof lightTokens.space;
const keys = Object.keys(lightTokens.space) as SpaceKey[];

function byKey(make: (value: string) => Record<string, string>) {
  return styleVariants(
    Object.fromEntries(keys.map((key) => [key, { '@layer': { [components]: make(vars.space[key]) } }])) as Record<
      SpaceKey,
      object
    >,
  );
}

export const gap = byKey((v) => ({ gap: v }));
export const padding = byKey((v) => ({ padding: v }));
export const paddingInline = byKey((v) => ({ paddingInline: v }));
export const paddingBlock = byKey((v) => ({ paddingBlock: v }));
export const paddingInlineStart = byKey((v) => ({ paddingInlineStart: v }));
export const paddingInlineEnd = byKey((v) => ({ paddingInlineEnd: v }));

export const stack = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', minInlineSize: 0 } },
});
export const inline = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'row', minInlineSize: 0 } },
});
export const wrap = style({ '@layer': { [components]: { flexWrap: 'wrap' } } });

export const align = styleVariants({
  start: { '@layer': { [components]: { alignItems: 'flex-start' } } },
  center: { '@layer': { [components]: { alignItems: 'center' } } },
  end: { '@layer': { [components]: { alignItems: 'flex-end' } } },
  stretch: { '@layer': { [components]: { alignItems: 'stretch' } } },
  baseline: { '@layer': { [components]: { alignItems: 'baseline' } } },
});

export const justify = styleVariants({
  start: { '@layer': { [components]: { justifyContent: 'flex-start' } } },
  center: { '@layer': { [components]: { justifyContent: 'center' } } },
  end: { '@layer': { [components]: { justifyContent: 'flex-end' } } },
  between: { '@layer': { [components]: { justifyContent: 'space-between' } } },
});

export const background = styleVariants({
  canvas: { '@layer': { [components]: { backgroundColor: vars.color.bg.canvas } } },
  surface: { '@layer': { [components]: { backgroundColor: vars.color.bg.surface } } },
  sunken: { '@layer': { [components]: { backgroundColor: vars.color.bg.sunken } } },
  accentSoft: { '@layer': { [components]: { backgroundColor: vars.color.bg.accentSoft } } },
});

export const radius = styleVariants({
  sm: { '@layer': { [components]: { borderRadius: vars.radius.sm } } },
  md: { '@layer': { [components]: { borderRadius: vars.radius.md } } },
  lg: { '@layer': { [components]: { borderRadius: vars.radius.lg } } },
  xl: { '@layer': { [components]: { borderRadius: vars.radius.xl } } },
  full: { '@layer': { [components]: { borderRadius: vars.radius.full } } },
});
