import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { RouteLoading, routeLoadingSizes } from './RouteLoading';

const meta = {
  title: 'Components/RouteLoading',
  component: RouteLoading,
  args: { label: 'Loading the page…' },
  argTypes: { size: { control: 'inline-radio', options: routeLoadingSizes } },
} satisfies Meta<typeof RouteLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { size: 'page' },
  render: (args, { globals }) => <RouteLoading {...args} label={text(globals.locale)('shell:loading.route')} />,
};

export const Default: Story = {
  render: (_args, { globals }) => <RouteLoading label={text(globals.locale)('shell:loading.route')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text(globals.locale)('shell:loading.route'),
    );
  },
};

/** The guard's indicator while the session is checked. */
export const CheckingSession: Story = {
  render: (_args, { globals }) => <RouteLoading label={text(globals.locale)('shell:loading.session')} />,
};

export const Inline: Story = {
  render: (_args, { globals }) => <RouteLoading size="inline" label={text(globals.locale)('loading')} />,
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 260 }}>
      <RouteLoading size="inline" label={storyCopy(globals.locale).longHebrew} />
    </div>
  ),
};
