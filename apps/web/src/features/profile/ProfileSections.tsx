// My profile's sections (docs/product/browse-and-profiles.md): each shows what is set and, while edited, its form (useProfileEditor.ts).
import { limits, maritalStatusOptions, type User } from '@kindred/core';
import { Combobox, ProfileEditSection, Select, TagPicker, TextArea, TextField } from '@kindred/ui';
import { useTranslation } from 'react-i18next';
import { cityFilter, cityLabels, cityName, optionLabel } from './cities';
import * as styles from './profile.css';
import type { ProfileEditor } from './useProfileEditor';

const BIO_MAX = 500;

interface SectionProps {
  me: User;
  editor: ProfileEditor;
}

/** The server's refusal of a save, under the open section's fields. */
function FormError({ editor }: { editor: ProfileEditor }) {
  return editor.errors.form ? (
    <p className={styles.formError} role="alert" data-testid="profile-form-error">
      {editor.errors.form}
    </p>
  ) : null;
}

export function BasicsSection({ me, editor }: SectionProps) {
  const { t } = useTranslation(['members', 'options', 'validation']);
  const { draft, errors, edit } = editor;
  const details = me.details ?? {};
  return (
    <ProfileEditSection
      title={t('myProfile.basics')}
      {...editor.sectionProps('basics', me)}
      form={
        <>
          <TextField
            label={t('myProfile.nickname')}
            value={draft.nickname}
            onChange={(v) => edit('nickname', v)}
            maxLength={limits.nicknameMax * 2}
            error={errors.nickname}
            hint={t('myProfile.nicknameRule')}
            required
            data-testid="edit-nickname"
          />
          <TextField
            label={t('myProfile.age')}
            value={draft.age}
            inputMode="numeric"
            onChange={(v) => edit('age', v)}
            error={errors.age}
            hint={t('myProfile.ageRule')}
            required
            data-testid="edit-age"
          />
          <Combobox
            label={t('myProfile.location')}
            value={draft.location}
            options={cityLabels(t).map((c) => c.label)}
            filter={cityFilter(t)}
            onValueChange={(v) => edit('location', v)}
            onSelect={(v) => edit('location', v)}
            maxLength={limits.locationMax * 2}
            error={errors.location}
            hint={t('myProfile.locationRule')}
            required
            data-testid="edit-location"
          />
          <Select
            label={t('profile.maritalStatus')}
            placeholder={t('myProfile.choose')}
            options={maritalStatusOptions.map((value) => ({ value, label: optionLabel(t, 'maritalStatus', value) }))}
            value={draft.maritalStatus || undefined}
            onValueChange={(v) => edit('maritalStatus', v)}
            error={errors.maritalStatus}
            required
            data-testid="edit-marital-status"
          />
          <FormError editor={editor} />
        </>
      }
    >
      <dl className={styles.facts}>
        {(
          [
            ['nickname', t('myProfile.nickname'), me.nickname],
            ['age', t('myProfile.age'), details.age ? String(details.age) : ''],
            ['location', t('myProfile.location'), cityName(t, details.location) ?? ''],
            [
              'maritalStatus',
              t('profile.maritalStatus'),
              details.maritalStatus ? optionLabel(t, 'maritalStatus', details.maritalStatus) : '',
            ],
          ] as const
        ).map(([key, label, value]) => (
          <div key={key}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue} dir="auto">
              {value || t('myProfile.notSet')}
            </dd>
          </div>
        ))}
      </dl>
    </ProfileEditSection>
  );
}

export function AboutSection({ me, editor }: SectionProps) {
  const { t } = useTranslation(['members', 'options', 'validation']);
  const { draft, errors, edit } = editor;
  const bio = me.details?.bio;
  return (
    <ProfileEditSection
      title={t('myProfile.aboutMe')}
      {...editor.sectionProps('about', me)}
      form={
        <>
          <TextArea
            label={t('myProfile.bio')}
            value={draft.bio}
            onChange={(v) => edit('bio', v)}
            maxLength={BIO_MAX}
            formatCounter={(count, max) => t('myProfile.bioCounter', { count, max })}
            error={errors.bio}
            rows={5}
            data-testid="edit-bio"
          />
          <FormError editor={editor} />
        </>
      }
    >
      <p className={bio ? undefined : styles.muted} dir="auto" style={{ margin: 0, whiteSpace: 'pre-line' }}>
        {bio || t('myProfile.bioEmpty')}
      </p>
    </ProfileEditSection>
  );
}

interface TagSectionProps extends SectionProps {
  /** The draft's field, the profile's detail and the `options` catalogue group, all of the same name. */
  section: 'interests' | 'lookingFor' | 'intoTags' | 'turnOns';
  title: string;
  options: readonly string[];
  max: number;
  limitMessage: string;
}

/** A section of tags chosen from a list (interests, looking for, into, turn-ons), up to a limit. */
export function TagSection({ me, editor, section, title, options, max, limitMessage }: TagSectionProps) {
  const { t } = useTranslation(['members', 'options', 'validation']);
  const { draft, errors, edit } = editor;
  const values = me.details?.[section];
  return (
    <ProfileEditSection
      title={title}
      {...editor.sectionProps(section, me)}
      form={
        <>
          <TagPicker
            label={title}
            options={options.map((value) => ({ value, label: optionLabel(t, section, value) }))}
            max={max}
            value={draft[section]}
            onChange={(next) => edit(section, next)}
            limitMessage={limitMessage}
            hint={errors[section] ? <span role="alert">{errors[section]}</span> : undefined}
            formatCount={(count, m) => t('myProfile.interestsCount', { count, max: m })}
          />
          <FormError editor={editor} />
        </>
      }
    >
      {values?.length ? (
        <ul className={styles.chips}>
          {values.map((value) => (
            <li key={value} className={styles.chip}>
              {optionLabel(t, section, value)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('myProfile.notSet')}</p>
      )}
    </ProfileEditSection>
  );
}
