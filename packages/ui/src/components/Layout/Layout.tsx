import type { ReactNode } from 'react';
import { space } from '../../theme/space';
import { domProps, type BaseDomProps } from '../private/domProps';
import * as styles from './Layout.css';

/** Space props take token keys ('0'…'16'), never pixels. */
export const spaceKeys = Object.keys(space) as SpaceKey[];
export type SpaceKey = keyof typeof space;
export const layoutElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'span',
] as const;
export type LayoutElement = (typeof layoutElements)[number];
export const alignValues = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export const justifyValues = ['start', 'center', 'end', 'between'] as const;
export const boxBackgrounds = ['canvas', 'surface', 'sunken', 'accentSoft'] as const;
export const boxRadii = ['sm', 'md', 'lg', 'xl', 'full'] as const;

interface CommonProps extends Omit<BaseDomProps, 'aria-describedby'> {
  children?: ReactNode;
  as?: LayoutElement;
  padding?: SpaceKey;
  paddingInline?: SpaceKey;
  paddingBlock?: SpaceKey;
  paddingInlineStart?: SpaceKey;
  paddingInlineEnd?: SpaceKey;
}

function spacing(p: CommonProps): string[] {
  return [
    p.padding && styles.padding[p.padding],
    p.paddingInline && styles.paddingInline[p.paddingInline],
    p.paddingBlock && styles.paddingBlock[p.paddingBlock],
    p.paddingInlineStart && styles.paddingInlineStart[p.paddingInlineStart],
    p.paddingInlineEnd && styles.paddingInlineEnd[p.paddingInlineEnd],
  ].filter(Boolean) as string[];
}

function render(p: CommonProps, classes: (string | undefined | false)[], data: Record<string, string | undefined>) {
  const Element = p.as ?? 'div';
  return (
    <Element {...domProps(p)} className={[...classes.filter(Boolean), ...spacing(p)].join(' ') || undefined} {...data}>
      {p.children}
    </Element>
  );
}

export interface BoxProps extends CommonProps {
  background?: (typeof boxBackgrounds)[number];
  radius?: (typeof boxRadii)[number];
}

/** A plain element with logical padding, background and radius from tokens. */
export function Box(props: BoxProps) {
  return render(
    props,
    [props.background && styles.background[props.background], props.radius && styles.radius[props.radius]],
    {},
  );
}
Box.displayName = 'Box';

export interface StackProps extends CommonProps {
  gap?: SpaceKey;
  align?: (typeof alignValues)[number];
  justify?: (typeof justifyValues)[number];
}

/** Vertical flow with a token gap. */
export function Stack({ gap = '4', align = 'stretch', justify, ...props }: StackProps) {
  return render(props, [styles.stack, styles.gap[gap], styles.align[align], justify && styles.justify[justify]], {
    'data-gap': gap,
  });
}
Stack.displayName = 'Stack';

export interface InlineProps extends CommonProps {
  gap?: SpaceKey;
  align?: (typeof alignValues)[number];
  justify?: (typeof justifyValues)[number];
  /** Wrap onto new lines (default). */
  wrap?: boolean;
}

/** Horizontal flow that follows the reading direction (starts on the right in Hebrew). */
export function Inline({ gap = '2', align = 'center', justify = 'start', wrap = true, ...props }: InlineProps) {
  return render(
    props,
    [styles.inline, styles.gap[gap], styles.align[align], styles.justify[justify], wrap && styles.wrap],
    {
      'data-gap': gap,
    },
  );
}
Inline.displayName = 'Inline';
