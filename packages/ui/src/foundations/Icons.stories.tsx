import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as callIcons from '../icons/callIcons';
import * as videoIcon from '../icons/videoIcon';
import * as icons from '../icons/icons';
import { directionalIcons, isDirectionalIcon } from '../icons/directional';
import { iconNames, type IconName } from '../icons/iconNames';
import type { IconComponent } from '../icons/createIcon';
import { storyCopy } from '../storybook/storyCopy';
import { vars } from '../theme/contract.css';

const meta = { title: 'Foundations/Icons' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const byName = Object.fromEntries(
  Object.values({ ...icons, ...callIcons, ...videoIcon } as Record<string, IconComponent>).map((icon) => [
    icon.iconName,
    icon,
  ]),
) as Record<IconName, IconComponent>;

function Tile({ name }: { name: IconName }) {
  const Icon = byName[name];
  const directional = isDirectionalIcon(name);
  return (
    <li
      style={{
        display: 'grid',
        justifyItems: 'center',
        gap: 4,
        paddingBlock: 8,
        borderRadius: vars.radius.md,
        background: directional ? vars.color.bg.accentSoft : vars.color.bg.surface,
        color: directional ? vars.color.fg.accent : vars.color.fg.neutral,
      }}
    >
      <Icon size="lg" />
      <code dir="ltr" style={{ fontSize: 11, color: directional ? vars.color.fg.accent : vars.color.fg.secondary }}>
        {name}
      </code>
    </li>
  );
}

/** The whole set. Tinted tiles are directional and mirror in RTL (compare en and he). */
export const AllIcons: Story = {
  render: (_args, { globals }) => {
    const copy = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: vars.font.size.sm }}>
          <span
            style={{
              inlineSize: 14,
              blockSize: 14,
              borderRadius: 4,
              background: vars.color.bg.accentSoft,
              border: `1px solid ${vars.color.fg.accent}`,
            }}
          />
          {copy.foundations.mirrors}
        </p>
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
            gap: 6,
          }}
        >
          {iconNames.map((name) => (
            <Tile key={name} name={name} />
          ))}
        </ul>
      </div>
    );
  },
};

const media: IconName[] = ['play', 'pause', 'mic', 'video', 'phone', 'search', 'checkDouble', 'attach'];

/** Directional icons next to icons that never mirror (media controls and symmetric shapes). */
export const Mirroring: Story = {
  render: (_args, { globals }) => {
    const copy = storyCopy(globals.locale);
    const row = (names: readonly IconName[]) => (
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
          gap: 6,
        }}
      >
        {names.map((name) => (
          <Tile key={name} name={name} />
        ))}
      </ul>
    );
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <h2 style={{ fontSize: vars.font.size.md }}>{copy.foundations.mirrors}</h2>
        {row(directionalIcons)}
        <h2 style={{ fontSize: vars.font.size.md }}>{copy.foundations.neverMirrors}</h2>
        {row(media)}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    const back = canvasElement.querySelector('[data-icon="arrowBack"]') as SVGElement;
    const play = canvasElement.querySelector('[data-icon="play"]') as SVGElement;
    const transform = (el: Element) => getComputedStyle(el).transform;
    await expect(transform(back)).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
    await expect(transform(play)).toBe('none');
  },
};
