import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { PullToRefresh } from './PullToRefresh';

function labelsFor(locale: unknown) {
  const t = textWith(locale);
  return {
    pull: t('members:dashboard.pullToRefresh'),
    release: t('members:dashboard.releaseToRefresh'),
    refreshing: t('members:dashboard.refreshing'),
  };
}

const frame = (node: React.ReactNode) => (
  <div style={{ inlineSize: 343, border: '1px dashed currentColor', borderRadius: 12 }}>
    {node}
    <p style={{ margin: 12 }}>…</p>
  </div>
);

const meta = {
  title: 'Components/PullToRefresh',
  component: PullToRefresh,
  args: { distance: 60, labels: labelsFor('en') },
  argTypes: { distance: { control: { type: 'range', min: 0, max: 110 } } },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => frame(<PullToRefresh {...args} labels={labelsFor(globals.locale)} />),
};

/** Pulled a little: the chevron points down. */
export const Pulling: Story = {
  render: (_args, { globals }) => frame(<PullToRefresh distance={50} labels={labelsFor(globals.locale)} />),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(labelsFor(globals.locale).pull)).toBeInTheDocument();
  },
};

/** Far enough: letting go refreshes (the chevron turns up). */
export const Ready: Story = {
  render: (_args, { globals }) => frame(<PullToRefresh distance={100} ready labels={labelsFor(globals.locale)} />),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(labelsFor(globals.locale).release)).toBeInTheDocument();
  },
};

/** The refresh runs: a spinner. */
export const Refreshing: Story = {
  render: (_args, { globals }) => frame(<PullToRefresh distance={0} refreshing labels={labelsFor(globals.locale)} />),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** At rest nothing shows. */
export const AtRest: Story = {
  render: (_args, { globals }) => frame(<PullToRefresh distance={0} labels={labelsFor(globals.locale)} />),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ready]')).toBeNull();
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) =>
    frame(
      <PullToRefresh
        distance={0}
        refreshing
        labels={{ ...labelsFor(globals.locale), refreshing: storyCopy(globals.locale).longHebrew }}
      />,
    ),
};
