import type { FormEvent, ReactNode } from 'react';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import * as styles from '../private/AuthForm.css';

export const supportFields = ['name', 'email', 'subject', 'message'] as const;
export type SupportField = (typeof supportFields)[number];
export type SupportValues = Record<SupportField, string>;

export interface SupportFormCopy {
  name: string;
  email: string;
  subject: string;
  message: string;
  submit: string;
  sending: string;
  /** 'Thank you! Your message has been sent. We'll get back to you soon.' */
  thanks: string;
}

export interface SupportFormProps {
  copy: SupportFormCopy;
  errors?: Partial<Record<SupportField, ReactNode>>;
  submitting?: boolean;
  /** The thank-you notice (the app shows it for 3 s, then the empty form again). */
  thanked?: boolean;
  defaultValues?: Partial<SupportValues>;
  onSubmit: (values: SupportValues) => void;
  'data-testid'?: string;
}

/** The support contact form: name, email, subject, message (5 rows), all required. */
export function SupportForm({
  copy,
  errors = {},
  submitting = false,
  thanked = false,
  defaultValues = {},
  onSubmit,
  ...dom
}: SupportFormProps) {
  if (thanked) {
    return (
      <div data-state="thanked" data-testid={dom['data-testid']}>
        <Banner tone="positive" live>
          {copy.thanks}
        </Banner>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(supportFields.map((f) => [f, String(data.get(f) ?? '')])) as SupportValues;
    onSubmit(values);
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      data-state={submitting ? 'submitting' : 'idle'}
      data-testid={dom['data-testid']}
    >
      <TextField
        label={copy.name}
        name="name"
        autoComplete="name"
        defaultValue={defaultValues.name}
        error={errors.name}
        maxLength={100}
        required
      />
      <TextField
        label={copy.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        defaultValue={defaultValues.email}
        error={errors.email}
        required
      />
      <TextField
        label={copy.subject}
        name="subject"
        defaultValue={defaultValues.subject}
        error={errors.subject}
        maxLength={200}
        required
      />
      <TextArea
        label={copy.message}
        name="message"
        rows={5}
        defaultValue={defaultValues.message}
        error={errors.message}
        required
      />
      <div>
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? copy.sending : copy.submit}
        </Button>
      </div>
    </form>
  );
}
SupportForm.displayName = 'SupportForm';
