import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { PremiumStatus, premiumStatusKinds, type PremiumStatusKind } from './PremiumStatus';

const onCancel = fn();
const onResume = fn();
const DATE = { en: '24 November 2027', he: '24 בנובמבר 2027' };

function propsFor(locale: unknown, kind: PremiumStatusKind) {
  const t = textWith(locale);
  const date = locale === 'he' ? DATE.he : DATE.en;
  return {
    title: t('members:subscription.premiumTitle'),
    perks: (['likes', 'messages', 'stories', 'calls'] as const).map((k) =>
      t(`members:subscription.premiumFeatures.${k}`),
    ),
    kind,
    note:
      kind === 'included'
        ? t('members:subscription.premiumIncluded')
        : t(kind === 'canceled' ? 'members:subscription.canceledNote' : 'members:subscription.renews', { date }),
    labels: { cancel: t('members:subscription.cancel'), resume: t('members:subscription.resume') },
    onCancel,
    onResume,
  };
}

const meta = {
  title: 'Components/PremiumStatus',
  component: PremiumStatus,
  argTypes: { kind: { control: 'inline-radio', options: premiumStatusKinds } },
  args: { title: '', perks: [], kind: 'renewing', note: '', labels: { cancel: '', resume: '' } },
} satisfies Meta<typeof PremiumStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <PremiumStatus {...propsFor(globals.locale, args.kind)} busy={args.busy} />,
};

/** A paid plan that renews: the period's end and Cancel. */
export const Renewing: Story = {
  render: (_args, { globals }) => <PremiumStatus {...propsFor(globals.locale, 'renewing')} />,
  play: async ({ canvasElement, globals }) => {
    onCancel.mockClear();
    const t = textWith(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('members:subscription.cancel') }));
    await expect(onCancel).toHaveBeenCalledOnce();
  },
};

/** Canceled: Premium stays until the period's end; Keep Premium resumes it. */
export const Canceled: Story = {
  render: (_args, { globals }) => <PremiumStatus {...propsFor(globals.locale, 'canceled')} />,
  play: async ({ canvasElement, globals }) => {
    onResume.mockClear();
    const t = textWith(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('members:subscription.resume') }));
    await expect(onResume).toHaveBeenCalledOnce();
  },
};

/** Premium that comes with the account: no billing, no buttons. */
export const Included: Story = {
  render: (_args, { globals }) => <PremiumStatus {...propsFor(globals.locale, 'included')} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Cancel on its way. */
export const Busy: Story = {
  render: (_args, { globals }) => <PremiumStatus {...propsFor(globals.locale, 'renewing')} busy />,
};

export const LongHebrew: Story = {
  render: (_args, { globals }) => {
    const copy = storyCopy(globals.locale);
    const props = propsFor(globals.locale, 'canceled');
    return (
      <div style={{ inlineSize: 343 }}>
        <PremiumStatus {...props} perks={[...props.perks, copy.longHebrew]} note={copy.longHebrew} />
      </div>
    );
  },
};

export const MixedBidi: Story = {
  render: (_args, { globals }) => {
    const props = propsFor(globals.locale, 'renewing');
    return <PremiumStatus {...props} perks={[storyCopy(globals.locale).mixed, ...props.perks]} />;
  },
};
