// Editing my profile one section at a time (docs/product/browse-and-profiles.md Profile edit): a draft, each field's rule, the save.
import { validateProfileEdit, type User } from '@kindred/core';
import type { ProfileEditSectionProps } from '@kindred/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/serverError';
import { toast } from '../../lib/toast';
import { currentMemberAtom } from '../session/atoms';
import { updateProfile } from './api';
import { meAtom } from './atoms';
import { cityName, locationToStore } from './cities';

export type Section = 'basics' | 'about' | 'interests' | 'lookingFor' | 'intoTags' | 'turnOns';

export interface Draft {
  nickname: string;
  age: string;
  location: string;
  maritalStatus: string;
  bio: string;
  interests: string[];
  lookingFor: string[];
  intoTags: string[];
  turnOns: string[];
}
const emptyDraft: Draft = {
  nickname: '',
  age: '',
  location: '',
  maritalStatus: '',
  bio: '',
  interests: [],
  lookingFor: [],
  intoTags: [],
  turnOns: [],
};
/** The fields each section edits (and whose rules it checks before saving). */
const sectionFields: Record<Section, (keyof Draft)[]> = {
  basics: ['nickname', 'age', 'location', 'maritalStatus'],
  about: ['bio'],
  interests: ['interests'],
  lookingFor: ['lookingFor'],
  intoTags: ['intoTags'],
  turnOns: ['turnOns'],
};
export type Errors = Partial<Record<keyof Draft | 'form', string>>;

export type ProfileEditor = ReturnType<typeof useProfileEditor>;

export function useProfileEditor() {
  const { t } = useTranslation(['members', 'options', 'validation']);
  const [me, setMe] = useAtom(meAtom);
  const setCurrentMember = useSetAtom(currentMemberAtom);
  const [editing, setEditing] = useState<Section | null>(null);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});

  const startEdit = (section: Section, user: User) => {
    const d = user.details ?? {};
    setDraft({
      nickname: user.nickname,
      age: d.age ? String(d.age) : '',
      location: cityName(t, d.location) ?? '',
      maritalStatus: d.maritalStatus ?? '',
      bio: d.bio ?? '',
      interests: [...(d.interests ?? [])],
      lookingFor: [...(d.lookingFor ?? [])],
      intoTags: [...(d.intoTags ?? [])],
      turnOns: [...(d.turnOns ?? [])],
    });
    setErrors({});
    setEditing(section);
  };
  const edit = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    // A field's message goes once the field is changed; it comes back on the next save if still wrong.
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e));
  };

  const save = async () => {
    if (!me || !editing) return;
    // docs/product/browse-and-profiles.md Profile edit: each field's rule, shown under the field (core's rules, the server's own).
    const fields = sectionFields[editing];
    const found = validateProfileEdit(draft);
    const fieldErrors: Errors = {};
    for (const field of fields) {
      const issue = found[field as keyof typeof found];
      if (issue) fieldErrors[field] = t(`validation:${issue.key}`);
    }
    if (editing === 'basics' && !draft.maritalStatus) {
      fieldErrors.maritalStatus = t('validation:maritalStatusRequired');
    }
    setErrors(fieldErrors);
    if (Object.values(fieldErrors).some(Boolean)) return;
    setSaving(true);
    const body =
      editing === 'basics'
        ? {
            nickname: draft.nickname.trim(),
            details: {
              location: locationToStore(t, draft.location),
              age: Number(draft.age),
              maritalStatus: draft.maritalStatus,
            },
          }
        : editing === 'about'
          ? { details: { bio: draft.bio } }
          : { details: { [editing]: draft[editing] } };
    try {
      const user = await updateProfile(body);
      setMe(user);
      setCurrentMember((current) => (current ? { ...current, ...user } : user));
      setEditing(null);
      toast({ kind: 'success', title: t('myProfile.saved') });
    } catch (error) {
      // The server's refusal stays in the form, under its fields, with the section still open.
      setErrors({ form: serverText(error, t) ?? t('myProfile.profileUpdateFailed') });
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    setEditing(null);
    setErrors({});
  };

  /** What every section's ProfileEditSection takes from the editor. */
  const sectionProps = (section: Section, user: User) =>
    ({
      editing: editing === section,
      saving,
      labels: { edit: t('myProfile.edit'), save: t('myProfile.save'), cancel: t('myProfile.cancel') },
      onEdit: () => startEdit(section, user),
      onCancel: cancel,
      onSave: () => void save(),
      'data-testid': `section-${section}`,
    }) satisfies Partial<ProfileEditSectionProps>;

  return { draft, errors, edit, sectionProps };
}
