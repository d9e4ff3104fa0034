import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { SaveChangesBar } from './SaveChangesBar';

const onSave = fn();

function labelsFor(locale: unknown) {
  const t = textWith(locale);
  return {
    unsaved: t('members:settings.unsaved'),
    save: t('members:settings.save'),
    discard: t('members:settings.discard'),
  };
}

const meta = {
  title: 'Components/SaveChangesBar',
  component: SaveChangesBar,
  args: { dirty: true, labels: labelsFor('en') },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SaveChangesBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <SaveChangesBar {...args} labels={labelsFor(globals.locale)} />,
};

export const Dirty: Story = {
  render: (_args, { globals }) => <SaveChangesBar dirty labels={labelsFor(globals.locale)} onSave={onSave} />,
  play: async ({ canvasElement, globals }) => {
    onSave.mockClear();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: textWith(globals.locale)('members:settings.save') }),
    );
    await expect(onSave).toHaveBeenCalledOnce();
  },
};

export const Clean: Story = {
  render: (_args, { globals }) => <SaveChangesBar dirty={false} labels={labelsFor(globals.locale)} onSave={onSave} />,
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: textWith(globals.locale)('members:settings.save') }),
    ).toBeDisabled();
  },
};

export const Saving: Story = {
  render: (_args, { globals }) => <SaveChangesBar dirty saving labels={labelsFor(globals.locale)} />,
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 320 }}>
      <SaveChangesBar dirty labels={{ ...labelsFor(globals.locale), unsaved: storyCopy(globals.locale).longHebrew }} />
    </div>
  ),
};
