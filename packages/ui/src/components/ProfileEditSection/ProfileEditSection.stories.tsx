import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { TextArea } from '../TextArea/TextArea';
import { ProfileEditSection } from './ProfileEditSection';

const onSave = fn();

function labelsFor(locale: unknown) {
  const t = textWith(locale);
  return {
    edit: t('members:myProfile.edit'),
    save: t('members:myProfile.save'),
    cancel: t('members:myProfile.cancel'),
  };
}

function AboutMe({ locale, initial }: { locale: unknown; initial: string }) {
  const t = textWith(locale);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  return (
    <ProfileEditSection
      title={t('members:myProfile.aboutMe')}
      editing={editing}
      labels={labelsFor(locale)}
      onEdit={() => setEditing(true)}
      onCancel={() => {
        setDraft(saved);
        setEditing(false);
      }}
      onSave={() => {
        onSave(draft);
        setSaved(draft);
        setEditing(false);
      }}
      form={
        <TextArea
          label={t('members:myProfile.bio')}
          value={draft}
          onChange={setDraft}
          maxLength={500}
          formatCounter={(count, max) => t('members:myProfile.bioCounter', { count, max })}
        />
      }
    >
      <p style={{ margin: 0 }} dir="auto">
        {saved || t('members:myProfile.bioEmpty')}
      </p>
    </ProfileEditSection>
  );
}

const meta = {
  title: 'Components/ProfileEditSection',
  component: ProfileEditSection,
  args: { title: 'About me', editing: false, children: null, form: null, labels: labelsFor('en') },
  decorators: [(Story) => <div style={{ maxInlineSize: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileEditSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (_args, { globals }) => <AboutMe locale={globals.locale} initial="" />,
};

export const EditAndSave: Story = {
  render: (_args, { globals }) => (
    <AboutMe locale={globals.locale} initial={globals.locale === 'he' ? 'אוהבת ים וקפה.' : 'Sea and coffee.'} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const canvas = within(canvasElement);
    onSave.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: t('members:myProfile.edit') }));
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, '!');
    const length = (box as HTMLTextAreaElement).value.length;
    await expect(canvas.getByText(t('members:myProfile.bioCounter', { count: length, max: 500 }))).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: t('members:myProfile.save') }));
    await expect(onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: t('members:myProfile.edit') })).toBeTruthy();
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => (
    <AboutMe
      locale={globals.locale}
      initial={`${storyCopy(globals.locale).longHebrew} ${storyCopy(globals.locale).unbroken}`}
    />
  ),
};
