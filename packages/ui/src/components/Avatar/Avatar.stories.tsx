import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { Avatar, avatarSizes } from './Avatar';

/** A local "photo" (no network in tests): a warm portrait-like gradient. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F59AB1"/><stop offset="1" stop-color="#8A5300"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="18" fill="#FDF0F3"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32Z" fill="#FDF0F3"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Noa Levi' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { size: 'lg', online: true, premium: true },
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return <Avatar {...args} name={c.names[0] as string} onlineLabel={c.online} premiumLabel={c.premiumMember} />;
  },
};

export const Default: Story = {
  render: (_args, { globals }) => <Avatar name={storyCopy(globals.locale).names[0] as string} src={photo} size="lg" />,
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: storyCopy(globals.locale).names[0] }),
    ).toBeInTheDocument();
  },
};

/** Online dot at the inline-end bottom corner (left in Hebrew) and the premium ring. */
export const OnlineAndPremium: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Avatar name={c.names[0] as string} src={photo} size="xl" online onlineLabel={c.online} />
        <Avatar name={c.names[1] as string} size="xl" premium premiumLabel={c.premiumMember} />
        <Avatar
          name={c.names[2] as string}
          src={photo}
          size="xl"
          online
          premium
          onlineLabel={c.online}
          premiumLabel={c.premiumMember}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-online="true"]') as HTMLElement;
    const dot = avatar.querySelector('[data-part="online"]') as HTMLElement;
    const a = avatar.getBoundingClientRect();
    const d = dot.getBoundingClientRect();
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    // On the inline-end bottom of the rim: its centre is one radius from the avatar's centre, at 45°.
    const dx = d.left + d.width / 2 - (a.left + a.width / 2);
    const dy = d.top + d.height / 2 - (a.top + a.height / 2);
    await expect(Math.abs(Math.hypot(dx, dy) - a.width / 2)).toBeLessThan(2);
    await expect(rtl ? dx < 0 : dx > 0).toBe(true);
    await expect(Math.abs(Math.abs(dx) - dy)).toBeLessThan(1);
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {[undefined, photo].map((src) => (
          <div key={src ?? 'initials'} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            {avatarSizes.map((size, i) => (
              <Avatar
                key={size}
                name={c.names[i % 3] as string}
                src={src}
                size={size}
                online={i % 2 === 0}
                premium={i > 2}
                onlineLabel={c.online}
                premiumLabel={c.premiumMember}
              />
            ))}
          </div>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    // The online dot sits on the rim: it never covers the initials (at most a 5 % sliver of the dot).
    for (const dot of canvasElement.querySelectorAll('[data-part="online"]')) {
      const initials = dot.parentElement?.querySelector('[data-part="initials"]');
      if (!initials) continue;
      const range = canvasElement.ownerDocument.createRange();
      range.selectNodeContents(initials);
      const t = range.getBoundingClientRect();
      const d = dot.getBoundingClientRect();
      const overlap =
        Math.max(0, Math.min(t.right, d.right) - Math.max(t.left, d.left)) *
        Math.max(0, Math.min(t.bottom, d.bottom) - Math.max(t.top, d.top));
      await expect(overlap).toBeLessThanOrEqual(0.05 * d.width * d.height);
    }
  },
};
