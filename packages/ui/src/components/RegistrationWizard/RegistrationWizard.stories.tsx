import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { validateRegistrationStep } from '@kindred/core';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { registrationProps } from '../../storybook/visitorCopy';
import { RegistrationWizard } from './RegistrationWizard';
import {
  emptyRegistrationValues,
  type RegistrationErrors,
  type RegistrationValues,
  type RegistrationWizardStep,
} from './types';

const empty: RegistrationValues = emptyRegistrationValues;

const filled: RegistrationValues = {
  ...empty,
  nickname: 'sunny_noa',
  email: 'noa@example.com',
  password: 'Sunset#2024',
  confirmPassword: 'Sunset#2024',
  dateOfBirth: '1994-06-12',
  iAm: 'woman',
  location: 'Tel Aviv',
  maritalStatus: 'Single',
  lookingFor: ['men'],
  interests: ['Travel', 'Music', 'Cooking'],
};

// A warm square as the chosen photo (never a photo of a real person).
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFB36B"/><stop offset="1" stop-color="#D9466B"/></linearGradient></defs><rect width="160" height="160" fill="url(#g)"/><circle cx="80" cy="64" r="28" fill="#FFE3D3"/><path d="M30 160c4-40 24-58 50-58s46 18 50 58z" fill="#FFE3D3"/></svg>',
  );

interface HarnessProps {
  locale: unknown;
  step?: RegistrationWizardStep;
  values?: RegistrationValues;
  errors?: RegistrationErrors;
  submitting?: boolean;
  generalError?: string;
  preview?: string;
  onSubmit?: () => void;
  nickname?: string;
}

/** The wizard with the app's behaviour: core validates each step, Back clears errors. */
function Harness(props: HarnessProps) {
  const p = registrationProps(props.locale);
  const t = text(props.locale);
  const [step, setStep] = useState<RegistrationWizardStep>(props.step ?? 1);
  const [values, setValues] = useState<RegistrationValues>(() => {
    const v = props.values ?? empty;
    // The city in the story's language, as a member would pick it from the suggestions.
    return v.location === 'Tel Aviv' ? { ...v, location: p.options.cities[0]! } : v;
  });
  const [errors, setErrors] = useState<RegistrationErrors>(props.errors ?? {});
  const [preview, setPreview] = useState(props.preview);
  const validate = () => {
    const found = validateRegistrationStep(
      step,
      { ...values, profilePhoto: preview ? { name: 'me.png', type: 'image/png', size: 1000 } : null },
      Date.UTC(2026, 4, 1),
    );
    const next: RegistrationErrors = Object.fromEntries(
      Object.entries(found).map(([field, issue]) => [field, t(`validation:${issue!.key}`)]),
    );
    setErrors(next);
    return Object.keys(next).length === 0;
  };
  return (
    <RegistrationWizard
      {...p}
      step={step}
      stepOf={p.stepOf(step)}
      intro={p.intro(step)}
      values={values}
      errors={errors}
      onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      photoPreviewUrl={preview}
      onPhotoChange={(file) => setPreview(file ? photo : undefined)}
      onContinue={() => {
        if (validate()) setStep((s) => Math.min(4, s + 1) as RegistrationWizardStep);
      }}
      onBack={() => {
        setErrors({});
        setStep((s) => Math.max(1, s - 1) as RegistrationWizardStep);
      }}
      onSubmit={() => {
        if (validate()) props.onSubmit?.();
      }}
      submitting={props.submitting}
      generalError={props.generalError}
      tierNote={
        values.iAm
          ? t(`auth:register.tier.${values.iAm === 'woman' ? 'FEMALE' : values.iAm === 'couple' ? 'COUPLE' : 'FREE'}`)
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/RegistrationWizard',
  component: Harness,
  args: { locale: 'en', onSubmit: fn() },
  argTypes: { locale: { control: false } },
  parameters: { kindred: { latin: ['Kindred', 'sunny_noa'] } },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <Harness {...args} locale={globals.locale} />,
};

export const AccountStepValidation: Story = {
  render: (args, { globals }) => <Harness {...args} locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:register.continue') }));
    await expect(await canvas.findByText(t('validation:nicknameRequired'))).toBeVisible();
    await expect(canvas.getByText(t('validation:emailRequired'))).toBeVisible();
    await expect(canvas.getByText(t('validation:passwordRequired'))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(t('auth:register.nickname')) }), 'no');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:register.continue') }));
    await expect(await canvas.findByText(t('validation:nicknameTooShort'))).toBeVisible();
    // The current step is marked for assistive technology.
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(t('auth:register.steps.account'));
  },
};

export const ProfileStep: Story = {
  render: (args, { globals }) => (
    <Harness {...args} locale={globals.locale} step={2} values={{ ...filled, location: '' }} />
  ),
  play: async ({ canvasElement, globals }) => {
    const p = registrationProps(globals.locale);
    const canvas = within(canvasElement);
    const city = p.options.cities[0]!;
    const input = canvas.getByRole('combobox', { name: new RegExp(p.copy.location) });
    await userEvent.type(input, city.slice(0, 2));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: city })).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PhotoStep: Story = {
  render: (args, { globals }) => <Harness {...args} locale={globals.locale} step={3} values={filled} preview={photo} />,
};

export const PhotoRequired: Story = {
  render: (args, { globals }) => <Harness {...args} locale={globals.locale} step={3} values={filled} />,
  play: async ({ canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:register.continue') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('validation:profilePhotoRequired'));
  },
};

export const PreferencesLimit: Story = {
  render: (args, { globals }) => (
    <Harness
      {...args}
      locale={globals.locale}
      step={4}
      values={{ ...filled, lookingFor: ['women', 'men', 'couples'] }}
      preview={photo}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    const group = within(canvas.getByTestId('lookingFor'));
    // At the limit a further click is ignored with a warning: deselect one, select it again, then nothing more.
    const first = group.getAllByRole('button')[0]!;
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:register.submit') }));
    await expect(await canvas.findByText(t('validation:termsRequired'))).toBeVisible();
    await expect(canvas.getByText(t('validation:privacyRequired'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(t('auth:register.termsLink')) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(t('auth:register.privacyLink')) }));
    await userEvent.click(canvas.getByRole('button', { name: t('auth:register.submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

export const Loading: Story = {
  render: (args, { globals }) => (
    <Harness
      {...args}
      locale={globals.locale}
      step={4}
      values={{ ...filled, agreeTerms: true, agreePrivacy: true }}
      submitting
    />
  ),
};

export const Error: Story = {
  render: (args, { globals }) => (
    <Harness
      {...args}
      locale={globals.locale}
      step={4}
      values={{ ...filled, agreeTerms: true, agreePrivacy: true }}
      generalError={text(globals.locale)('auth:register.unexpected')}
    />
  ),
};

export const LongHebrew: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 320 }}>
        <Harness
          {...args}
          locale={globals.locale}
          values={{ ...empty, nickname: s.unbroken }}
          errors={{ nickname: s.longHebrew }}
        />
      </div>
    );
  },
};

export const MixedBidi: Story = {
  render: (args, { globals }) => (
    <Harness
      {...args}
      locale={globals.locale}
      step={2}
      values={{ ...filled, location: storyCopy(globals.locale).mixed }}
    />
  ),
};
