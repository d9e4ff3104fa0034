import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './ProfileEditSection.css';

export interface ProfileEditSectionProps {
  title: string;
  editing: boolean;
  /** What the section shows in view mode. */
  children: ReactNode;
  /** The fields in edit mode. */
  form: ReactNode;
  saving?: boolean;
  labels: { edit: string; save: string; cancel: string };
  onEdit?: () => void;
  onSave?: () => void;
  onCancel?: () => void;
  'data-testid'?: string;
}

/** A section of my profile: view mode with Edit, edit mode with Save and Cancel. */
export function ProfileEditSection({
  title,
  editing,
  children,
  form,
  saving = false,
  labels,
  onEdit,
  onSave,
  onCancel,
  ...dom
}: ProfileEditSectionProps) {
  return (
    <section className={styles.root} data-state={editing ? 'editing' : 'view'} data-testid={dom['data-testid']}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {editing ? null : (
          <Button size="sm" variant="soft" tone="neutral" onClick={onEdit}>
            {labels.edit}
          </Button>
        )}
      </header>
      {editing ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            onSave?.();
          }}
        >
          {form}
          <div className={styles.footer}>
            <Button variant="ghost" tone="neutral" onClick={onCancel} disabled={saving}>
              {labels.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {labels.save}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.view}>{children}</div>
      )}
    </section>
  );
}
ProfileEditSection.displayName = 'ProfileEditSection';
