import { useId } from 'react';
import { CameraIcon, ErrorIcon, UserIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import * as styles from './RegistrationWizard.css';
import type { RegistrationErrors, RegistrationCopy } from './types';

/** The types the registration photo accepts (docs/product/accounts.md step 3: jpeg, jpg, png). */
export const registrationPhotoAccept = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export interface RegistrationPhotoStepProps {
  copy: RegistrationCopy;
  errors: RegistrationErrors;
  /** An object URL (or any URL) of the chosen photo. */
  previewUrl?: string;
  onPhotoChange: (file: File | null) => void;
}

/** Step 3, Photo: one profile photo, uploaded after the account exists (docs/product/accounts.md). */
export function RegistrationPhotoStep({ copy, errors, previewUrl, onPhotoChange }: RegistrationPhotoStepProps) {
  const id = useId();
  const inputId = `kd-photo-${id}`;
  const errorId = `kd-photo-error-${id}`;
  const hintId = `kd-photo-hint-${id}`;
  return (
    <div className={styles.photo} data-invalid={errors.profilePhoto ? 'true' : undefined}>
      {previewUrl ? (
        <img className={styles.preview} src={previewUrl} alt={copy.photoPreviewAlt} />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          <UserIcon size="lg" />
        </span>
      )}
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        name="profilePhoto"
        accept={registrationPhotoAccept}
        aria-describedby={errors.profilePhoto ? `${hintId} ${errorId}` : hintId}
        aria-invalid={errors.profilePhoto ? true : undefined}
        onChange={(event) => {
          onPhotoChange(event.currentTarget.files?.[0] ?? null);
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={inputId} className={styles.fileButton}>
        <CameraIcon size="sm" />
        {previewUrl ? copy.changePhoto : copy.choosePhoto}
      </label>
      <p id={hintId} className={styles.muted}>
        {copy.photoDropHint} {copy.photoHint}
      </p>
      {previewUrl ? (
        <Button variant="ghost" tone="neutral" size="sm" onClick={() => onPhotoChange(null)}>
          {copy.removePhoto}
        </Button>
      ) : null}
      {errors.profilePhoto ? (
        <p id={errorId} className={styles.error} role="alert">
          <ErrorIcon size="xs" /> {errors.profilePhoto}
        </p>
      ) : null}
    </div>
  );
}
RegistrationPhotoStep.displayName = 'RegistrationPhotoStep';
