import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeartIcon, LocationIcon, MessageIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Inline, Stack } from '../Layout/Layout';
import { Card, cardElevations, cardPaddings } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: null },
  argTypes: {
    elevation: { control: 'inline-radio', options: cardElevations },
    padding: { control: 'inline-radio', options: cardPaddings },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

function ProfileCard({
  locale,
  elevation,
  onLike,
}: {
  locale: unknown;
  elevation?: 'flat' | 'raised';
  onLike?: () => void;
}) {
  const c = storyCopy(locale);
  const name = c.names[0] as string;
  return (
    <Card as="article" elevation={elevation} aria-label={name}>
      <Inline gap="3" wrap={false}>
        <Avatar name={name} size="lg" online onlineLabel={c.online} premium premiumLabel={c.premiumMember} decorative />
        <Stack gap="1">
          <Inline gap="2">
            <strong dir="auto">{name}</strong>
            <Badge tone="caution">{c.premium}</Badge>
          </Inline>
          <Inline gap="1">
            <LocationIcon size="sm" />
            <span>{c.ageCity}</span>
          </Inline>
        </Stack>
      </Inline>
      <p dir="auto">{c.bio}</p>
      <Inline gap="2" justify="end">
        <IconButton
          icon={<HeartIcon />}
          variant="soft"
          tone="accent"
          aria-label={text(locale)('actions.like')}
          onClick={onLike}
        />
        <Button leadingIcon={<MessageIcon size="sm" />}>{text(locale)('actions.message')}</Button>
      </Inline>
    </Card>
  );
}

export const Playground: Story = {
  args: { elevation: 'raised', padding: 'md' },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 360 }}>
      <Card {...args}>
        <p>{storyCopy(globals.locale).bio}</p>
      </Card>
    </div>
  ),
};

export const Default: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 380 }}>
      <ProfileCard locale={globals.locale} />
    </div>
  ),
};

export const ProfilePreview: Story = {
  args: { onClick: fn() } as never,
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 380 }}>
      <ProfileCard
        locale={globals.locale}
        elevation="raised"
        onLike={(args as unknown as { onClick: () => void }).onClick}
      />
    </div>
  ),
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: text(globals.locale)('actions.like') }));
    await expect((args as unknown as { onClick: () => void }).onClick).toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      {cardElevations.map((elevation) =>
        cardPaddings.map((padding) => (
          <Card key={`${elevation}-${padding}`} elevation={elevation} padding={padding}>
            <p>{`${storyCopy(globals.locale).variantNames[elevation]} · ${storyCopy(globals.locale).padding}: ${storyCopy(globals.locale).variantNames[padding]}`}</p>
            <p>{storyCopy(globals.locale).tabPanels.likes}</p>
          </Card>
        )),
      )}
    </div>
  ),
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 220 }}>
      <Card>
        <strong>{storyCopy(globals.locale).longHebrew}</strong>
        <p>{storyCopy(globals.locale).mixed}</p>
        <p>{storyCopy(globals.locale).unbroken}</p>
      </Card>
    </div>
  ),
};
