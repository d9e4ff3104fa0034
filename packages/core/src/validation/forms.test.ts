import { describe, expect, it } from 'vitest';
import {
  toggleLimited,
  validateLogin,
  validateProfileEdit,
  validateRegistrationStep,
  validateSupportForm,
  type RegistrationForm,
} from './forms';

const TODAY = Date.UTC(2026, 10, 21);
const valid: RegistrationForm = {
  nickname: 'dana_k',
  email: 'dana@example.com',
  password: 'Passw0rd!',
  confirmPassword: 'Passw0rd!',
  dateOfBirth: '1995-05-05',
  iAm: 'woman',
  location: 'Tel Aviv',
  profilePhoto: { type: 'image/png', size: 1000 },
  maritalStatus: 'Single',
  lookingFor: ['men'],
  interests: ['Music'],
  intoTags: [],
  turnOns: [],
  agreeTerms: true,
  agreePrivacy: true,
};
const keys = (errors: Record<string, { key: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, e?.key]));

describe('registration wizard (docs/product/accounts.md steps 1–4)', () => {
  it.each([1, 2, 3, 4] as const)('a complete form passes step %i', (step) => {
    expect(validateRegistrationStep(step, valid, TODAY)).toEqual({});
  });
  it.each([
    [1, {}, { nickname: 'nicknameRequired', email: 'emailRequired', password: 'passwordRequired' }],
    [1, { ...valid, confirmPassword: 'x' }, { confirmPassword: 'passwordsDoNotMatch' }],
    [2, {}, { dateOfBirth: 'dateOfBirthRequired', iAm: 'identityRequired', location: 'locationRequired' }],
    [3, {}, { profilePhoto: 'profilePhotoRequired' }],
    [
      4,
      {},
      {
        maritalStatus: 'maritalStatusRequired',
        lookingFor: 'lookingForRequired',
        interests: 'interestsRequired',
        agreeTerms: 'termsRequired',
        agreePrivacy: 'privacyRequired',
      },
    ],
  ] as const)('step %i on %j → %j', (step, form, expected) => {
    expect(keys(validateRegistrationStep(step, form, TODAY))).toEqual(expected);
  });
});

describe('over-limit clicks are ignored (docs/product/accounts.md step 4)', () => {
  it.each([
    [['a', 'b'], 'c', 3, ['a', 'b', 'c'], false],
    [['a', 'b', 'c'], 'd', 3, ['a', 'b', 'c'], true],
    [['a', 'b', 'c'], 'b', 3, ['a', 'c'], false],
  ])('%j + %s (max %i) → %j limited=%s', (selected, value, max, expected, limited) => {
    expect(toggleLimited(selected, value, max)).toEqual({ selected: expected, limited });
  });
});

describe('other forms', () => {
  it.each([
    ['login', validateLogin({ email: 'a@b.co', password: '123456' }), {}],
    ['login empty', validateLogin({}), { email: 'emailRequired', password: 'passwordRequired' }],
    ['profile ok', validateProfileEdit({ nickname: 'dana', age: 30, location: 'Haifa' }), {}],
    [
      'profile bad',
      validateProfileEdit({
        nickname: 'd',
        age: 'x',
        location: '',
        bio: 'x'.repeat(501),
        lookingFor: ['men', 'women', 'couples', 'men'],
      }),
      {
        nickname: 'nicknameTooShort',
        age: 'ageInvalid',
        location: 'locationRequired',
        bio: 'bioTooLong',
        lookingFor: 'lookingForLimit',
      },
    ],
    [
      'support',
      validateSupportForm({ email: 'x' }),
      { name: 'nameRequired', email: 'emailInvalid', subject: 'subjectRequired', message: 'supportMessageRequired' },
    ],
    ['support ok', validateSupportForm({ name: 'a', email: 'a@b.co', subject: 's', message: 'm' }), {}],
  ] as const)('%s', (_name, errors, expected) => {
    expect(keys(errors)).toEqual(expected);
  });
});
