import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { MatchMoment } from './MatchMoment';

const onMessage = fn();
const onOpenChange = fn();

function labelsFor(locale: unknown, name: string) {
  const t = textWith(locale);
  return {
    title: t('members:match.title'),
    body: t('members:match.body', { name }),
    sendMessage: t('members:match.sendMessage'),
    keepBrowsing: t('members:match.keepBrowsing'),
  };
}

const meta = {
  title: 'Components/MatchMoment',
  component: MatchMoment,
  args: {
    open: true,
    onOpenChange,
    me: { name: 'Me' },
    them: { name: 'Noa' },
    labels: labelsFor('en', 'Noa'),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 560 }}>{Story()}</div>],
} satisfies Meta<typeof MatchMoment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const name = c.names[0] as string;
    return (
      <MatchMoment
        {...args}
        me={{ name: c.names[1] as string, photo: storyPhotos[2] }}
        them={{ name, photo: storyPhotos[0] }}
        labels={labelsFor(globals.locale, name)}
        onMessage={onMessage}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    onMessage.mockClear();
    const send = await body.findByRole('button', { name: t('members:match.sendMessage') });
    // Opened on mount: Radix enables pointer events on the layer a moment after the body is blocked.
    await waitFor(() => userEvent.click(send));
    await expect(onMessage).toHaveBeenCalledOnce();
    await expect(body.getByRole('dialog')).toHaveAccessibleName(t('members:match.title'));
  },
};

export const WithoutPhotos: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <MatchMoment
        {...args}
        me={{ name: c.names[1] as string }}
        them={{ name: c.unbroken }}
        labels={labelsFor(globals.locale, c.unbroken)}
      />
    );
  },
};
