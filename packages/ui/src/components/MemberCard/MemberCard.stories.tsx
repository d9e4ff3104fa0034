import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { MemberCard, MemberCardSkeleton, memberCardLayouts, type MemberCardLabels } from './MemberCard';

const onOpen = fn();
const onLike = fn();
const onMessage = fn();

function labelsFor(locale: unknown, name: string): MemberCardLabels {
  const t = textWith(locale);
  return {
    like: t('members:card.like', { name }),
    message: t('members:card.message', { name }),
    open: t('members:card.open', { name }),
    online: t('members:card.online'),
    verified: t('members:card.verified'),
    premium: t('members:card.premium'),
    nextPhoto: t('members:card.nextPhoto'),
    noPhoto: t('members:card.noPhoto'),
  };
}

const meta = {
  title: 'Components/MemberCard',
  component: MemberCard,
  args: { name: 'Noa', photos: [], labels: labelsFor('en', 'Noa') },
  argTypes: { layout: { control: 'inline-radio', options: memberCardLayouts } },
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
  args: { layout: 'grid', online: true, verified: true, age: 29 },
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const name = c.names[0] as string;
    return (
      <MemberCard
        {...args}
        name={name}
        location={globals.locale === 'he' ? 'תל אביב' : 'Tel Aviv'}
        photos={storyPhotos.slice(0, 3)}
        labels={labelsFor(globals.locale, name)}
      />
    );
  },
};

export const Grid: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    const name = c.names[0] as string;
    return (
      <MemberCard
        name={name}
        age={29}
        location={globals.locale === 'he' ? 'חיפה' : 'Haifa'}
        photos={storyPhotos.slice(0, 3)}
        online
        verified
        labels={labelsFor(globals.locale, name)}
        onOpen={onOpen}
        onLike={onLike}
        onMessage={onMessage}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const name = storyCopy(globals.locale).names[0] as string;
    const labels = labelsFor(globals.locale, name);
    const canvas = within(canvasElement);
    onOpen.mockClear();
    onLike.mockClear();
    onMessage.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: labels.like }));
    await expect(onLike).toHaveBeenCalledOnce();
    await expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: labels.message }));
    await expect(onMessage).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${labels.open}$`) }));
    await expect(onOpen).toHaveBeenCalledOnce();
    const dots = canvasElement.querySelectorAll('[data-active="true"]');
    await expect(dots).toHaveLength(1);
  },
};

export const ListRow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 520 }}>{Story()}</div>],
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    const t = textWith(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        {c.names.map((name, i) => (
          <MemberCard
            key={name}
            layout="list"
            name={name}
            age={27 + i * 4}
            location={globals.locale === 'he' ? 'ירושלים' : 'Jerusalem'}
            photos={i === 2 ? [] : [storyPhotos[i] as string]}
            online={i === 0}
            liked={i === 1}
            premium={i === 1}
            hint={i === 0 ? t('members:card.likesLeft', { count: 2 }) : undefined}
            labels={labelsFor(globals.locale, name)}
          />
        ))}
      </div>
    );
  },
};

export const Loading: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 600 }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
      <MemberCardSkeleton />
      <MemberCardSkeleton />
      <div style={{ gridColumn: '1 / -1' }}>
        <MemberCardSkeleton layout="list" />
      </div>
    </div>
  ),
};

export const LongHebrewLabel: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 200 }}>{Story()}</div>],
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <MemberCard
        name={c.unbroken}
        age={34}
        location={c.longHebrew}
        photos={[storyPhotos[3] as string]}
        online
        verified
        premium
        liked
        labels={labelsFor(globals.locale, c.unbroken)}
      />
    );
  },
};

export const MixedBidiText: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
  render: (_args, { globals }) => {
    const he = globals.locale === 'he';
    return (
      <MemberCard
        name="Dana_88"
        nameLang="en"
        age={31}
        location={he ? 'תל אביב, 5 ק״מ' : 'Tel Aviv'}
        photos={[storyPhotos[4] as string]}
        labels={labelsFor(globals.locale, 'Dana_88')}
      />
    );
  },
  parameters: { kindred: { latin: ['Dana', 'Dana_88'] } },
};
