import type { FormEvent, ReactNode } from 'react';
import { ArrowForwardIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { WarmArt } from '../private/WarmArt';
import * as styles from './HomeHero.css';

export interface HomeHeroProps {
  eyebrow?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  body: ReactNode;
  emailLabel: string;
  ctaLabel: string;
  note?: ReactNode;
  /** e.g. "12 people online now"; shown on the picture. */
  stat?: ReactNode;
  /** A real picture; without it, Kindred's artwork. */
  imageSrc?: string;
  imageAlt?: string;
  defaultEmail?: string;
  /** Get Started: the app carries the email to /register (docs/product/public-pages.md). */
  onSubmit: (email: string) => void;
  'data-testid'?: string;
}

/** The public home page's hero: headline, the email field with Get Started, and a warm picture. */
export function HomeHero({
  eyebrow,
  title,
  body,
  emailLabel,
  ctaLabel,
  note,
  stat,
  imageSrc,
  imageAlt = '',
  defaultEmail,
  onSubmit,
  ...dom
}: HomeHeroProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('email') ?? '').trim());
  };
  return (
    <section className={styles.root} aria-labelledby="kd-hero-title" data-testid={dom['data-testid']}>
      <div className={styles.copy}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="kd-hero-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.body}>{body}</p>
        <form className={styles.form} onSubmit={submit}>
          <TextField
            label={emailLabel}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            defaultValue={defaultEmail}
            required
          />
          <Button type="submit" size="lg" trailingIcon={<ArrowForwardIcon size="sm" />}>
            {ctaLabel}
          </Button>
        </form>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
      <div className={styles.media}>
        {imageSrc ? (
          <img className={styles.image} src={imageSrc} alt={imageAlt} />
        ) : (
          <WarmArt className={styles.art} variant="sunrise" />
        )}
        {stat ? (
          <p className={styles.stat}>
            <span className={styles.dot} aria-hidden="true" />
            {stat}
          </p>
        ) : null}
      </div>
    </section>
  );
}
HomeHero.displayName = 'HomeHero';
