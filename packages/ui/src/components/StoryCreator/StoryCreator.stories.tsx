import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { creatorLabels } from '../../storybook/storiesLabels';
import { textWith } from '../../storybook/text';
import { StoryCreator, type StoryCreatorProps, type StoryCreatorValue } from './StoryCreator';

const onSubmit = fn();
const onOpenChange = fn();

const initial: StoryCreatorValue = { text: '', background: 'gradient-1', font: 'font-1', file: null };

function Stateful(props: Omit<StoryCreatorProps, 'value' | 'onChange'> & { start?: StoryCreatorValue }) {
  const [value, setValue] = useState<StoryCreatorValue>(props.start ?? initial);
  return <StoryCreator {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/StoryCreator',
  component: StoryCreator,
  args: {
    open: true,
    onOpenChange,
    value: initial,
    onChange: fn(),
    onSubmit,
    status: 'idle',
    labels: creatorLabels('en'),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 760 }}>{Story()}</div>],
} satisfies Meta<typeof StoryCreator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <Stateful {...args} onPickFile={fn()} labels={creatorLabels(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const labels = creatorLabels(globals.locale);
    onSubmit.mockClear();
    const field = await body.findByRole('textbox', { name: labels.textLabel });
    const words = globals.locale === 'he' ? 'ערב טוב מחיפה' : 'Good evening from Haifa';
    await userEvent.type(field, words);
    // The counter and the live preview follow the text.
    await expect(body.getByTestId('story-counter')).toHaveTextContent(`${[...words].length}/150`);
    await expect(body.getByTestId('story-preview')).toHaveTextContent(words);
    await userEvent.click(body.getByRole('radio', { name: labels.fonts['font-5'] }));
    await expect(body.getByRole('radio', { name: labels.fonts['font-5'] })).toBeChecked();
    await userEvent.click(body.getByRole('tab', { name: labels.backgroundTab }));
    await userEvent.click(body.getByRole('radio', { name: labels.gradients['gradient-4'] }));
    await expect(body.getByRole('radio', { name: labels.gradients['gradient-4'] })).toBeChecked();
    await userEvent.click(body.getByRole('button', { name: labels.create }));
    await expect(onSubmit).toHaveBeenCalledOnce();
  },
};

/** The 150-character limit: the counter turns red and typing stops there. */
export const AtTheLimit: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const text = `${c.longHebrew} ${c.mixed} ${c.longHebrew}`;
    return (
      <Stateful
        {...args}
        start={{ ...initial, text: [...text].slice(0, 150).join(''), background: 'gradient-7', font: 'font-2' }}
        labels={creatorLabels(globals.locale)}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const field = await body.findByRole('textbox', { name: creatorLabels(globals.locale).textLabel });
    await userEvent.type(field, 'more');
    await expect(body.getByTestId('story-counter')).toHaveTextContent('150/150');
    await expect(body.getByTestId('story-counter')).toHaveAttribute('data-state', 'full');
  },
};

/** Submitting: every input disabled, the progress shown, and Escape does not close. */
export const Submitting: Story = {
  render: (args, { globals }) => (
    <Stateful
      {...args}
      start={{ ...initial, text: globals.locale === 'he' ? 'שבת שלום לכולם 🌿' : 'Shabbat shalom everyone 🌿' }}
      status="submitting"
      progress={60}
      labels={creatorLabels(globals.locale)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const labels = creatorLabels(globals.locale);
    onOpenChange.mockClear();
    await expect(await body.findByRole('textbox', { name: labels.textLabel })).toBeDisabled();
    await expect(body.getByRole('button', { name: labels.cancel })).toBeDisabled();
    await expect(body.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await userEvent.keyboard('{Escape}');
    await expect(onOpenChange).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog')).toHaveAttribute('data-state', 'open');
  },
};

/** The server's 'wait' reply: shown as an alert (the app closes the creator 1.5 s later). */
export const WaitReply: Story = {
  render: (args, { globals }) => (
    <Stateful
      {...args}
      start={{ ...initial, text: 'x' }}
      status="wait"
      message={textWith(globals.locale)('core:stories.wait5')}
      labels={creatorLabels(globals.locale)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByRole('alert')).toHaveTextContent(textWith(globals.locale)('core:stories.wait5')),
    );
  },
};

/** A photo instead of text. */
export const WithPhoto: Story = {
  render: (args, { globals }) => (
    <Stateful
      {...args}
      onPickFile={fn()}
      start={{
        ...initial,
        file: {
          name: globals.locale === 'he' ? 'חוף_בתל_אביב' : 'beach.jpg',
          kind: 'image',
          previewUrl: storyPhotos[3]!,
        },
      }}
      labels={creatorLabels(globals.locale)}
    />
  ),
};
