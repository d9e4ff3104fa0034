import { useEffect, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { ArrowBackIcon } from '../../icons/icons';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { RegistrationAccountStep } from './RegistrationAccountStep';
import { RegistrationPhotoStep } from './RegistrationPhotoStep';
import { RegistrationPreferencesStep } from './RegistrationPreferencesStep';
import { RegistrationProfileStep } from './RegistrationProfileStep';
import * as styles from './RegistrationWizard.css';
import {
  registrationWizardSteps,
  type RegistrationCopy,
  type RegistrationDate,
  type RegistrationErrors,
  type RegistrationLimits,
  type RegistrationOptions,
  type RegistrationValues,
  type RegistrationWizardStep,
} from './types';

export interface RegistrationWizardProps {
  step: RegistrationWizardStep;
  /** The four progress labels: Account, Profile, Photo, Preferences. */
  stepLabels: readonly [string, string, string, string];
  /** Accessible name of the progress list. */
  progressLabel: string;
  /** e.g. "Step 2 of 4". */
  stepOf: string;
  /** One line under the progress, about the current step. */
  intro?: ReactNode;
  values: RegistrationValues;
  errors?: RegistrationErrors;
  onChange: (patch: Partial<RegistrationValues>) => void;
  photoPreviewUrl?: string;
  onPhotoChange: (file: File | null) => void;
  /** Steps 1–3: validate this step and go on. */
  onContinue: () => void;
  /** Back clears the errors (docs/product/accounts.md). */
  onBack: () => void;
  /** Step 4: create the account. */
  onSubmit: () => void;
  submitting?: boolean;
  /** The server's error or 'An unexpected error occurred.' */
  generalError?: ReactNode;
  copy: RegistrationCopy;
  options: RegistrationOptions;
  limits: RegistrationLimits;
  date: RegistrationDate;
  termsHref?: string;
  privacyHref?: string;
  tierNote?: ReactNode;
  /** Step 1 extras, e.g. social sign-up buttons. */
  accountExtras?: ReactNode;
  'data-testid'?: string;
}

/**
 * The four-step registration wizard (docs/product/accounts.md): a progress indicator, one step at a time, Continue validated
 * by the app, Back, and Create account on step 4. Controlled: the app holds the values and the errors. On a new
 * step focus moves to its first field; after a failed step, to the first invalid field. What was typed into a
 * prerendered step before the app took over (the markup was on screen first) is handed to `onChange` on mount.
 */
export function RegistrationWizard({
  step,
  stepLabels,
  progressLabel,
  stepOf,
  intro,
  values,
  errors = {},
  onChange,
  photoPreviewUrl,
  onPhotoChange,
  onContinue,
  onBack,
  onSubmit,
  submitting = false,
  generalError,
  copy,
  options,
  limits,
  date,
  termsHref = '/terms',
  privacyHref = '/privacy',
  tierNote,
  accountExtras,
  ...dom
}: RegistrationWizardProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const seenStep = useRef(step);
  const errorCount = Object.values(errors).filter(Boolean).length;

  // A page prerendered at build time is on screen before the app: a person may have typed into it. Hydration keeps
  // the text in the fields but `values` do not have it: the text is handed to onChange on mount (the fields, their
  // focus and caret stay as they are — the values now match them), and a step submitted before the new values have
  // come back (a submit held by the prerendered page is replayed as the app takes over) goes on once they have.
  const typedIntoFields = () => {
    const typed: Record<string, string> = {};
    for (const field of formRef.current?.elements ?? []) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      if (field instanceof HTMLInputElement && /^(checkbox|radio|file|hidden)$/.test(field.type)) continue;
      const name = field.name as keyof RegistrationValues;
      if (typeof values[name] === 'string' && field.value !== values[name]) typed[name] = field.value;
    }
    // Only the fields whose value is text, so the text is what those values take.
    return Object.keys(typed).length > 0 ? (typed as Partial<RegistrationValues>) : null;
  };
  const submitWhenAdopted = useRef(false);
  useLayoutEffect(() => {
    const typed = typedIntoFields();
    if (typed) onChange(typed);
    // On mount only: afterwards every keystroke reaches onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!submitWhenAdopted.current) return;
    submitWhenAdopted.current = false;
    if (step === 4) onSubmit();
    else onContinue();
    // Once the values have come back with what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (seenStep.current !== step) {
      seenStep.current = step;
      form.querySelector<HTMLElement>('input:not([type="hidden"]), button[role="combobox"], select')?.focus();
    }
  }, [step]);

  useEffect(() => {
    if (errorCount === 0 && !generalError) return;
    // The first invalid field, else the first alert — the general error's banner sits above the form.
    const root = rootRef.current;
    const first =
      root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root?.querySelector<HTMLElement>('[role="alert"]');
    first?.scrollIntoView?.({ block: 'center' });
    if (first && first.matches('input, select, textarea, button')) first.focus();
  }, [errors, errorCount, generalError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const typed = typedIntoFields();
    if (typed) {
      submitWhenAdopted.current = true;
      onChange(typed);
    } else if (step === 4) onSubmit();
    else onContinue();
  };

  const shared = { values, errors, onChange, copy };
  return (
    <div ref={rootRef} className={styles.root} data-step={step} data-testid={dom['data-testid']}>
      <div className={styles.progress}>
        <p className={styles.stepOf} aria-live="polite">
          {stepOf}
        </p>
        <ol className={styles.steps} aria-label={progressLabel}>
          {registrationWizardSteps.map((n) => (
            <li
              key={n}
              className={styles.step}
              data-state={n < step ? 'complete' : n === step ? 'current' : 'upcoming'}
              aria-current={n === step ? 'step' : undefined}
            >
              <span className={styles.bar} />
              {stepLabels[n - 1]}
            </li>
          ))}
        </ol>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {generalError ? (
        <Banner tone="critical" live>
          {generalError}
        </Banner>
      ) : null}
      <form ref={formRef} className={styles.fields} noValidate onSubmit={submit}>
        {step === 1 ? (
          <>
            <RegistrationAccountStep {...shared} />
            {accountExtras}
          </>
        ) : null}
        {step === 2 ? <RegistrationProfileStep {...shared} options={options} date={date} /> : null}
        {step === 3 ? (
          <RegistrationPhotoStep
            copy={copy}
            errors={errors}
            previewUrl={photoPreviewUrl}
            onPhotoChange={onPhotoChange}
          />
        ) : null}
        {step === 4 ? (
          <RegistrationPreferencesStep
            {...shared}
            options={options}
            limits={limits}
            termsHref={termsHref}
            privacyHref={privacyHref}
            tierNote={tierNote}
          />
        ) : null}
        <div className={styles.actions}>
          {step > 1 ? (
            <Button variant="ghost" tone="neutral" leadingIcon={<ArrowBackIcon size="sm" />} onClick={onBack}>
              {copy.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg" loading={submitting}>
            {step === 4 ? (submitting ? copy.submitting : copy.submit) : copy.continue}
          </Button>
        </div>
      </form>
    </div>
  );
}
RegistrationWizard.displayName = 'RegistrationWizard';
