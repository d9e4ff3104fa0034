import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../theme/contract.css';
import { lightTokens } from '../theme/tokens';

const meta = { title: 'Foundations/Tokens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const label = { fontSize: vars.font.size.xs, color: vars.color.fg.secondary } as const;

/** Space scale; bars grow from the inline start, so they flip in RTL. */
export const Space: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.entries(lightTokens.space).map(([key, value]) => (
        <div key={key} style={{ display: 'grid', gridTemplateColumns: '80px 1fr', gap: 12, alignItems: 'center' }}>
          <code dir="ltr" style={label}>{`space.${key} · ${value}`}</code>
          <span
            style={{
              inlineSize: vars.space[key as keyof typeof lightTokens.space],
              blockSize: 16,
              background: vars.color.bg.accent,
              borderRadius: 2,
            }}
          />
        </div>
      ))}
      <div style={{ display: 'grid', gridTemplateColumns: '80px 1fr', gap: 12, alignItems: 'center' }}>
        <code dir="ltr" style={label}>{`touchableSize · ${lightTokens.touchableSize}`}</code>
        <span
          style={{
            inlineSize: vars.touchableSize,
            blockSize: vars.touchableSize,
            border: `2px dashed ${vars.color.border.strong}`,
            borderRadius: vars.radius.md,
          }}
        />
      </div>
    </div>
  ),
};

export const Radius: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {Object.entries(lightTokens.radius).map(([key, value]) => (
        <figure key={key} style={{ display: 'grid', gap: 6, justifyItems: 'center' }}>
          <span
            style={{
              inlineSize: 88,
              blockSize: 88,
              background: vars.color.bg.accentSoft,
              border: `2px solid ${vars.color.border.focus}`,
              borderRadius: vars.radius[key as keyof typeof lightTokens.radius],
            }}
          />
          <figcaption>
            <code dir="ltr" style={label}>{`radius.${key} · ${value}`}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  ),
};

export const Shadows: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', padding: 16 }}>
      {Object.keys(lightTokens.shadow).map((key) => (
        <figure key={key} style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
          <span
            style={{
              inlineSize: 160,
              blockSize: 104,
              background: vars.color.bg.surfaceRaised,
              borderRadius: vars.radius.lg,
              boxShadow: vars.shadow[key as keyof typeof lightTokens.shadow],
            }}
          />
          <figcaption>
            <code dir="ltr" style={label}>{`shadow.${key}`}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  ),
};

/** Durations collapse to 0 ms under prefers-reduced-motion (see reset.css.ts). */
export const Motion: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
      {Object.entries({ ...lightTokens.motion.duration, ...lightTokens.motion.easing }).map(([key, value]) => (
        <li key={key}>
          <code dir="ltr" style={label}>{`${key} · ${value}`}</code>
        </li>
      ))}
    </ul>
  ),
};
