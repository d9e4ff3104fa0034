import { tierFromIdentity, validateRegistrationStep, type FieldErrors, type RegistrationStep } from '@kindred/core';
import {
  emptyRegistrationValues,
  Link,
  RegistrationWizard,
  type RegistrationErrors,
  type RegistrationValues,
} from '@kindred/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { isAuthenticatedAtom } from '../session/atoms';
import { signIn } from '../session/session';
import { errorText, register, uploadProfilePhoto, type RegistrationBody } from './api';
import { registrationAtom, registrationPhotoAtom, registrationStepAtom } from './atoms';
import { AuthFrame } from './components/AuthFrame';
import { SocialSignUp } from './components/SocialSignUp';
import { registrationLimits, useRegistrationOptions } from './components/useRegistrationOptions';

/** The registration payload of docs/product/accounts.md from the wizard's answers (form-only fields stay here). */
export function registrationBody(
  values: RegistrationValues,
  locationToStore: (text: string) => string = (text) => text.trim(),
): RegistrationBody {
  const tier = tierFromIdentity(values.iAm);
  return {
    nickname: values.nickname.trim(),
    email: values.email.trim(),
    password: values.password,
    accountTier: tier,
    isCouple: values.iAm === 'couple',
    details: {
      dateOfBirth: values.dateOfBirth,
      iAm: values.iAm,
      gender: values.iAm === 'woman' ? 'female' : values.iAm === 'man' ? 'male' : 'other',
      location: locationToStore(values.location),
      bio: '',
      maritalStatus: values.maritalStatus,
      lookingFor: values.lookingFor,
      interests: values.interests,
      intoTags: values.intoTags,
      turnOns: values.turnOns,
    },
  };
}

export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'validation', 'core']);
  const navigate = useNavigate();
  const location = useLocation();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const [values, setValues] = useAtom(registrationAtom);
  const [step, setStep] = useAtom(registrationStepAtom);
  const [photo, setPhoto] = useAtom(registrationPhotoAtom);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [generalError, setGeneralError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { copy, options, date, locationToStore } = useRegistrationOptions();

  // The home page's Get Started carries the email in navigation state (docs/product/accounts.md).
  const carried = (location.state as { email?: unknown } | null)?.email;
  useEffect(() => {
    if (typeof carried === 'string' && carried) setValues((v) => (v.email ? v : { ...v, email: carried }));
  }, [carried, setValues]);

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  if (authenticated && !submitting) return <Navigate to="/dashboard" replace />;

  const translate = (found: FieldErrors): RegistrationErrors =>
    Object.fromEntries(Object.entries(found).map(([field, issue]) => [field, t(`validation:${issue!.key}`)]));

  const validate = (which: RegistrationStep) => {
    const found = validateRegistrationStep(
      which,
      { ...values, profilePhoto: photo ? { name: photo.name, type: photo.type, size: photo.size } : null },
      Date.now(),
    );
    setErrors(translate(found));
    return Object.keys(found).length === 0;
  };

  const submit = async () => {
    setGeneralError(undefined);
    if (!validate(4)) return;
    setSubmitting(true);
    try {
      const reply = await register(registrationBody(values, locationToStore));
      signIn(reply, { remember: false });
      toast({ kind: 'success', title: t('auth:register.success') });
      if (photo) {
        // The photo follows the account; a failure is told but never blocks the way in (docs/product/accounts.md).
        void uploadProfilePhoto(photo, reply.token).catch((error: unknown) =>
          toast({
            kind: 'error',
            title: t('auth:register.photoFailed', { reason: errorText(error, t, t('auth:register.unexpected')) }),
          }),
        );
      }
      setValues(emptyRegistrationValues);
      setStep(1);
      setPhoto(null);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setGeneralError(errorText(error, t, t('auth:register.unexpected')));
      setSubmitting(false);
    }
  };

  const stepNames = ['account', 'profile', 'photo', 'preferences'] as const;
  return (
    <AuthFrame
      title={t('auth:register.title')}
      subtitle={t('auth:register.subtitle')}
      width="wide"
      art="sunrise"
      footer={
        <>
          {t('auth:register.haveAccount')}{' '}
          <Link
            href="/login"
            onClick={(event) => {
              event.preventDefault();
              navigate('/login');
            }}
          >
            {t('auth:register.signIn')}
          </Link>
        </>
      }
    >
      <RegistrationWizard
        step={step}
        accountExtras={<SocialSignUp />}
        stepLabels={[
          t('auth:register.steps.account'),
          t('auth:register.steps.profile'),
          t('auth:register.steps.photo'),
          t('auth:register.steps.preferences'),
        ]}
        progressLabel={t('auth:register.progressLabel')}
        stepOf={t('auth:register.stepOf', { current: step, total: 4 })}
        intro={t(`auth:register.stepIntro.${stepNames[step - 1]}`)}
        values={values}
        errors={errors}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        photoPreviewUrl={preview}
        onPhotoChange={(file) => {
          setPhoto(file);
          if (file) {
            const found = validateRegistrationStep(3, { profilePhoto: file }, Date.now());
            setErrors(translate(found));
          }
        }}
        onContinue={() => {
          if (validate(step)) setStep((s) => (s < 4 ? ((s + 1) as RegistrationStep) : s));
        }}
        onBack={() => {
          setErrors({});
          setGeneralError(undefined);
          setStep((s) => (s > 1 ? ((s - 1) as RegistrationStep) : s));
        }}
        onSubmit={() => void submit()}
        submitting={submitting}
        generalError={generalError}
        copy={copy}
        options={options}
        limits={registrationLimits}
        date={date}
        tierNote={values.iAm ? t(`auth:register.tier.${tierFromIdentity(values.iAm)}`) : undefined}
        data-testid="registration-wizard"
      />
    </AuthFrame>
  );
}
