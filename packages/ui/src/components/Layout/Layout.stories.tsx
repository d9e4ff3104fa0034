import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { Badge } from '../Badge/Badge';
import { Box, Inline, Stack, alignValues, justifyValues, spaceKeys } from './Layout';

const meta = {
  title: 'Components/Layout',
  component: Stack,
  argTypes: {
    gap: { control: 'select', options: spaceKeys },
    align: { control: 'inline-radio', options: alignValues },
    justify: { control: 'inline-radio', options: justifyValues },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const chips = (locale: unknown) =>
  storyCopy(locale)
    .interestOptions.slice(0, 6)
    .map((label) => (
      <Badge key={label} size="md">
        {label}
      </Badge>
    ));

export const Playground: Story = {
  args: { gap: '3', align: 'start' },
  render: (args, { globals }) => (
    <Box background="surface" radius="lg" padding="4">
      <Stack {...args}>{chips(globals.locale)}</Stack>
    </Box>
  ),
};

export const Default: Story = {
  render: (_args, { globals }) => (
    <Stack gap="4">
      <Box background="surface" radius="lg" padding="4">
        <Inline gap="2">{chips(globals.locale)}</Inline>
      </Box>
      <Box background="sunken" radius="lg" paddingInline="6" paddingBlock="3">
        <p>{storyCopy(globals.locale).bio}</p>
      </Box>
    </Stack>
  ),
};

/** Inline starts at the inline start: the first chip is on the right in Hebrew. */
export const InlineFollowsDirection: Story = {
  render: (_args, { globals }) => (
    <Box background="surface" radius="lg" padding="4" paddingInlineStart="10" data-testid="box">
      <Inline gap="3">{chips(globals.locale)}</Inline>
    </Box>
  ),
  play: async ({ canvasElement, globals }) => {
    const first = within(canvasElement).getByText(storyCopy(globals.locale).interestOptions[0] as string);
    const box = within(canvasElement).getByTestId('box').getBoundingClientRect();
    const rect = first.getBoundingClientRect();
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    // paddingInlineStart (40px) + nothing else: the first chip sits 40px from the start edge.
    await expect(Math.round(rtl ? box.right - rect.right : rect.left - box.left)).toBe(40);
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <Stack gap="3">
      {justifyValues.map((justify) => (
        <Box key={justify} background="surface" radius="md" padding="2">
          <Inline justify={justify} gap="2">
            {chips(globals.locale).slice(0, 3)}
          </Inline>
        </Box>
      ))}
    </Stack>
  ),
};
