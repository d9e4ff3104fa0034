import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyCopy } from '../storybook/storyCopy';
import { vars } from '../theme/contract.css';
import { lightTokens } from '../theme/tokens';

const meta = { title: 'Foundations/Typography' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sizes = Object.keys(lightTokens.font.size) as (keyof typeof lightTokens.font.size)[];

/** The type scale in Rubik (Latin + Hebrew), with the matching line heights. */
export const TypeScale: Story = {
  render: (_args, { globals }) => {
    const copy = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {[...sizes].reverse().map((size) => (
          <div key={size} style={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 16, alignItems: 'baseline' }}>
            <code dir="ltr" style={{ fontSize: vars.font.size.xs, color: vars.color.fg.secondary }}>
              {`${size} · ${lightTokens.font.size[size]}/${lightTokens.font.lineHeight[size]}`}
            </code>
            <p
              style={{
                fontSize: vars.font.size[size],
                lineHeight: vars.font.lineHeight[size],
                fontWeight: size.includes('xl') ? vars.font.weight.bold : vars.font.weight.regular,
                textWrap: 'balance',
              }}
            >
              {copy.foundations.pangram}
            </p>
          </div>
        ))}
        <p style={{ display: 'flex', gap: 24, fontSize: vars.font.size.lg }}>
          {copy.foundations.weights.split(' · ').map((w, i) => (
            <span
              key={w}
              style={{ fontWeight: [vars.font.weight.regular, vars.font.weight.medium, vars.font.weight.bold][i] }}
            >
              {w}
            </span>
          ))}
        </p>
      </div>
    );
  },
};
