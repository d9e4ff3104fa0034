import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { storyCopy } from '../storybook/storyCopy';
import { vars } from '../theme/contract.css';
import { themeClassNames } from '../theme/themeClasses';
import { darkColors, lightColors } from '../theme/tokens';

const meta = { title: 'Foundations/Colour roles' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const groups = ['bg', 'fg', 'border'] as const;
type Group = (typeof groups)[number];
const values = { light: lightColors, dark: darkColors } as const;

const swatch = (group: Group, role: string): CSSProperties => {
  const color = (vars.color[group] as Record<string, string>)[role];
  if (group === 'bg') return { background: color, border: `1px solid ${vars.color.border.neutral}` };
  if (group === 'fg') return { background: color };
  return { border: `3px solid ${color}`, background: vars.color.bg.surface };
};

function Panel({ theme, locale }: { theme: 'light' | 'dark'; locale: unknown }) {
  const copy = storyCopy(locale);
  const titles = { bg: copy.foundations.background, fg: copy.foundations.foreground, border: copy.foundations.border };
  return (
    <section
      className={themeClassNames[theme]}
      aria-labelledby={`colours-${theme}`}
      style={{ padding: 16, borderRadius: vars.radius.lg, display: 'grid', gap: 12, alignContent: 'start' }}
    >
      <h2 id={`colours-${theme}`} style={{ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.lg }}>
        {copy.foundations[theme]}
      </h2>
      {groups.map((group) => (
        <div key={group} style={{ display: 'grid', gap: 6 }}>
          <h3 style={{ fontSize: vars.font.size.sm, color: vars.color.fg.secondary, fontWeight: 500 }}>
            {titles[group]}
          </h3>
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              gap: 6,
            }}
          >
            {Object.entries(values[theme][group]).map(([role, value]) => (
              <li key={role} style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: vars.font.size.xs }}>
                <span
                  style={{
                    inlineSize: 28,
                    blockSize: 28,
                    borderRadius: vars.radius.sm,
                    flexShrink: 0,
                    ...swatch(group, role),
                  }}
                />
                <span style={{ display: 'grid' }}>
                  <code dir="ltr">{`${group}.${role}`}</code>
                  <code dir="ltr" style={{ color: vars.color.fg.secondary }}>
                    {value.startsWith('#') ? value : 'rgba'}
                  </code>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {(['accent', 'critical', 'positive'] as const).map((tone) => (
          <span
            key={tone}
            style={{
              background: vars.color.bg[tone],
              color:
                tone === 'accent'
                  ? vars.color.fg.onAccent
                  : tone === 'critical'
                    ? vars.color.fg.onCritical
                    : vars.color.fg.onPositive,
              borderRadius: vars.radius.full,
              paddingInline: 12,
              paddingBlock: 4,
              fontSize: vars.font.size.sm,
            }}
          >
            {copy.foundations.pangram.split(' ')[0]}
          </span>
        ))}
      </p>
    </section>
  );
}

/** Every semantic colour role, light and dark side by side (each panel carries its own theme class). */
export const LightAndDark: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <Panel theme="light" locale={globals.locale} />
      <Panel theme="dark" locale={globals.locale} />
    </div>
  ),
};
