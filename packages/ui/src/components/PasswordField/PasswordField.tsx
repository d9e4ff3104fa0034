import { forwardRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { TextField } from '../TextField/TextField';

export const passwordAutoCompletes = ['current-password', 'new-password'] as const;

export interface PasswordFieldProps {
  label: ReactNode;
  /** Accessible name of the toggle while the password is hidden. */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible. */
  hideLabel: string;
  hint?: ReactNode;
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onVisibilityChange?: (visible: boolean) => void;
  autoComplete?: (typeof passwordAutoCompletes)[number];
  name?: string;
  id?: string;
  required?: boolean;
  requiredMarker?: string;
  disabled?: boolean;
  minLength?: number;
  'data-testid'?: string;
}

/** A password input with a show/hide toggle; passwords are always typed left-to-right. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showLabel, hideLabel, onVisibilityChange, autoComplete = 'current-password', ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      dir="ltr"
      trailing={
        <IconButton
          size="sm"
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          aria-label={visible ? hideLabel : showLabel}
          data-state={visible ? 'visible' : 'hidden'}
          disabled={props.disabled}
          onClick={() => {
            setVisible(!visible);
            onVisibilityChange?.(!visible);
          }}
        />
      }
    />
  );
});
PasswordField.displayName = 'PasswordField';
