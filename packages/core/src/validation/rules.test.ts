import { describe, expect, it } from 'vitest';
import { ageFromDateOfBirth, maxDateOfBirth, parseDateOfBirth } from './age';
import { formatMessage, validationMessages } from './messages';
import {
  agreePrivacyRule,
  agreeTermsRule,
  bioRule,
  confirmPasswordRule,
  dateOfBirthRule,
  deletePasswordRule,
  emailRule,
  identityRule,
  isSafeJson,
  isSafeText,
  interestsRule,
  intoTagsRule,
  locationRule,
  loginPasswordRule,
  lookingForRule,
  maritalStatusRule,
  messageTextRule,
  nicknameRule,
  passwordRule,
  profileAgeRule,
  profileInterestsRule,
  profileLookingForRule,
  reportReasonRule,
  requiredTextRule,
  storyTextRule,
  subscriptionPlanRule,
  textRule,
  turnOnsRule,
  userIdRule,
} from './rules';

const keyOf = (found: { key: string } | null) => found?.key ?? null;
const TODAY = Date.UTC(2026, 10, 21); // 2026-11-21

describe('docs/product/accounts.md step 1: nickname 3–50, letters, digits, underscores', () => {
  it.each([
    [undefined, 'nicknameRequired'],
    ['   ', 'nicknameRequired'],
    ['ab', 'nicknameTooShort'],
    ['abc', null],
    ['a'.repeat(50), null],
    ['a'.repeat(51), 'nicknameTooLong'],
    ['with space', 'nicknameInvalid'],
    ['dash-name', 'nicknameInvalid'],
    ['under_score_9', null],
    ['דנה_כהן', null],
  ])('%j → %s', (value, key) => {
    expect(keyOf(nicknameRule(value))).toBe(key);
  });
  it('uses the exact spec copy', () => {
    expect(nicknameRule('ab')?.message).toBe('Nickname must be at least 3 characters');
    expect(nicknameRule('a b c')?.message).toBe('Nickname can only contain letters, numbers, and underscores');
  });
});

describe('docs/product/accounts.md step 1: email required and valid', () => {
  it.each([
    ['', 'emailRequired'],
    [null, 'emailRequired'],
    ['dana', 'emailInvalid'],
    ['dana@host', 'emailInvalid'],
    ['da na@host.il', 'emailInvalid'],
    ['dana@host.co.il', null],
  ])('%j → %s', (value, key) => {
    expect(keyOf(emailRule(value))).toBe(key);
  });
});

describe('docs/product/accounts.md step 1: password 8+ with lower, upper, digit, special @$!%*?&', () => {
  it.each([
    ['', 'passwordRequired'],
    [42, 'passwordRequired'],
    ['Aa1!', 'passwordTooShort'],
    ['AAAAAAA1!', 'passwordLowercase'],
    ['aaaaaaa1!', 'passwordUppercase'],
    ['Aaaaaaaa!', 'passwordNumber'],
    ['Aaaaaaaa1', 'passwordSpecial'],
    ['Aaaaaaa1#', 'passwordSpecial'],
    ['Aaaaaaa1&', null],
    ['Passw0rd@', null],
    [`Aa1!${'x'.repeat(124)}`, null],
    [`Aa1!${'x'.repeat(125)}`, 'passwordTooLong'],
  ])('%j → %s', (value, key) => {
    expect(keyOf(passwordRule(value))).toBe(key);
  });
  it('messages', () => {
    expect(passwordRule('Aaaaaaaa1')?.message).toBe('Password must include at least one special character (@$!%*?&)');
    expect(confirmPasswordRule('a', 'b')?.message).toBe('Passwords do not match');
    expect(confirmPasswordRule('a', 'a')).toBeNull();
  });
});

describe('docs/product/accounts.md login: password required, at least 6', () => {
  it.each([
    ['', 'passwordRequired'],
    ['12345', 'loginPasswordTooShort'],
    ['123456', null],
    ['x'.repeat(129), 'passwordTooLong'],
  ])('%j → %s', (value, key) => {
    expect(keyOf(loginPasswordRule(value))).toBe(key);
  });
});

describe('docs/product/accounts.md step 2: date of birth, age 18–120 on an injected today', () => {
  it.each([
    ['', 'dateOfBirthRequired'],
    ['not a date', 'dateOfBirthInvalid'],
    ['2001-02-30', 'dateOfBirthInvalid'],
    ['2008-11-22', 'ageUnder18'],
    ['2008-11-21', null],
    ['1906-11-21', null],
    ['1905-11-20', 'dateOfBirthInvalid'],
    ['2030-01-01', 'dateOfBirthInvalid'],
  ])('%j → %s', (value, key) => {
    expect(keyOf(dateOfBirthRule(value, TODAY))).toBe(key);
  });
  it('messages', () => {
    expect(dateOfBirthRule('2010-01-01', TODAY)?.message).toBe('You must be at least 18 years old');
    expect(dateOfBirthRule('', TODAY)?.message).toBe('Date of birth is required');
  });
});

describe('age from date of birth (decisions: computed from the date of birth)', () => {
  it.each([
    ['2000-11-21', 26],
    ['2000-11-22', 25],
    ['2000-12-01', 25],
    ['2000-01-01T00:00:00.000Z', 26],
    ['2000-13-01', null],
  ])('%s → %s on 2026-11-21', (dob, age) => {
    expect(ageFromDateOfBirth(dob, TODAY)).toBe(age);
  });
  it('parses only real calendar dates', () => {
    expect(parseDateOfBirth('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDateOfBirth('2023-02-29')).toBeNull();
  });
  it('date input maximum is 18 years ago (29 Feb → 28 Feb)', () => {
    expect(maxDateOfBirth(TODAY)).toBe('2008-11-21');
    expect(maxDateOfBirth(Date.UTC(2024, 1, 29))).toBe('2006-02-28');
    expect(maxDateOfBirth(Date.UTC(2044, 1, 29), 20)).toBe('2024-02-29');
  });
});

describe('docs/product/accounts.md step 2: identity and location', () => {
  it.each([
    [identityRule, 'woman', null],
    [identityRule, 'couple', null],
    [identityRule, '', 'identityRequired'],
    [identityRule, 'robot', 'identityRequired'],
    [locationRule, '', 'locationRequired'],
    [locationRule, 'T', 'locationTooShort'],
    [locationRule, 'TA', null],
    [locationRule, 'x'.repeat(100), null],
    [locationRule, 'x'.repeat(101), 'locationTooLong'],
  ] as const)('%#: %j → %s', (rule, value, key) => {
    expect(keyOf(rule(value))).toBe(key);
  });
});

describe('docs/product/accounts.md step 4: marital status, looking for 1–3, interests 1–10, tags ≤ 20, agreements', () => {
  const interests11 = [
    'Dating',
    'Casual',
    'Friendship',
    'Long-term',
    'Travel',
    'Outdoors',
    'Movies',
    'Music',
    'Fitness',
    'Food',
    'Art',
  ];
  it.each([
    [maritalStatusRule, 'Single', null],
    [maritalStatusRule, "It's complicated", null],
    [maritalStatusRule, undefined, 'maritalStatusRequired'],
    [lookingForRule, [], 'lookingForRequired'],
    [lookingForRule, 'men', 'lookingForRequired'],
    [lookingForRule, ['men'], null],
    [lookingForRule, ['men', 'women', 'couples'], null],
    [lookingForRule, ['men', 'women', 'couples', 'men'], 'lookingForTooMany'],
    [lookingForRule, ['aliens'], 'optionInvalid'],
    [lookingForRule, ['men', 'men'], 'optionInvalid'],
    [interestsRule, [], 'interestsRequired'],
    [interestsRule, interests11.slice(0, 10), null],
    [interestsRule, interests11, 'interestsTooMany'],
    [interestsRule, ['Knitting'], 'optionInvalid'],
    [intoTagsRule, undefined, null],
    [intoTagsRule, 'meetups', 'optionInvalid'],
    [intoTagsRule, ['meetups', 'tantra'], null],
    [intoTagsRule, ['nope'], 'optionInvalid'],
    [turnOnsRule, ['tall', 'beards'], null],
    [agreeTermsRule, true, null],
    [agreeTermsRule, false, 'termsRequired'],
    [agreePrivacyRule, 'yes', 'privacyRequired'],
    [agreePrivacyRule, true, null],
  ] as const)('%#: %j → %s', (rule, value, key) => {
    expect(keyOf(rule(value))).toBe(key);
  });
  it('21 tags exceed the limit of 20', () => {
    const tags = [
      'meetups',
      'camera_chat',
      'power_play',
      'threesomes',
      'online_fun',
      'being_watched',
      'sexting',
      'full_swap',
      'fantasy_sharing',
      'chatting',
      'voice_messages',
      'photography',
      'fmf',
      'costumes',
      'oral',
      'planned',
      'spontaneous',
      'soft_swap',
      'mfm',
      'role_play',
      'toys',
    ];
    expect(intoTagsRule(tags.slice(0, 20))).toBeNull();
    expect(intoTagsRule(tags)?.message).toBe('You can select up to 20 tags');
  });
  it('messages', () => {
    expect(lookingForRule([])?.message).toBe("Please select what you're looking for");
    expect(interestsRule([])?.message).toBe('Please select at least one interest');
    expect(agreeTermsRule(false)?.message).toBe('You must agree to the Terms of Service');
    expect(agreePrivacyRule(false)?.message).toBe('You must agree to the Privacy Policy');
  });
});

describe('docs/product/accounts.md profile edit: age 18–120 numeric, bio ≤ 500, interests ≤ 10, looking for ≤ 3', () => {
  it.each([
    [profileAgeRule, '', 'ageRequired'],
    [profileAgeRule, null, 'ageRequired'],
    [profileAgeRule, 'abc', 'ageInvalid'],
    [profileAgeRule, 30.5, 'ageInvalid'],
    [profileAgeRule, '17', 'ageMinimum'],
    [profileAgeRule, 18, null],
    [profileAgeRule, '120', null],
    [profileAgeRule, 121, 'ageMaximum'],
    [bioRule, undefined, null],
    [bioRule, 5, 'optionInvalid'],
    [bioRule, 'x'.repeat(500), null],
    [bioRule, 'x'.repeat(501), 'bioTooLong'],
    [profileInterestsRule, [], null],
    [profileInterestsRule, 'Dating', 'optionInvalid'],
    [
      profileInterestsRule,
      [
        'Dating',
        'Casual',
        'Friendship',
        'Long-term',
        'Travel',
        'Outdoors',
        'Movies',
        'Music',
        'Fitness',
        'Food',
        'Art',
      ],
      'interestsLimit',
    ],
    [profileLookingForRule, ['men', 'women', 'couples', 'men'], 'lookingForLimit'],
    [profileLookingForRule, ['men'], null],
    [profileLookingForRule, null, 'optionInvalid'],
  ] as const)('%#: %j → %s', (rule, value, key) => {
    expect(keyOf(rule(value))).toBe(key);
  });
  it('interest limit copy', () => {
    expect(profileInterestsRule(new Array(11).fill('Dating'))?.message).toBe('You can select up to 10 interests');
  });
});

describe('content rules: story text 150 trimmed (docs/product/accounts.md), message 2000 trimmed (decisions)', () => {
  it.each([
    [storyTextRule, '   ', 'storyTextRequired'],
    [storyTextRule, ` ${'x'.repeat(150)} `, null],
    [storyTextRule, 'x'.repeat(151), 'storyTextTooLong'],
    [messageTextRule, '', 'messageEmpty'],
    [messageTextRule, 'x'.repeat(2000), null],
    [messageTextRule, 'x'.repeat(2001), 'messageTooLong'],
  ] as const)('%#: → %s', (rule, value, key) => {
    expect(keyOf(rule(value))).toBe(key);
  });
  it('story copy', () => {
    expect(storyTextRule('')?.message).toBe('Text stories require content');
  });
});

describe('account, subscription, ids, report', () => {
  it.each([
    [deletePasswordRule, '', 'Please enter your password to confirm account deletion'],
    [deletePasswordRule, 'secret', null],
    [subscriptionPlanRule, 'weekly', 'Invalid subscription plan. Please choose monthly or yearly.'],
    [subscriptionPlanRule, 'monthly', null],
    [subscriptionPlanRule, 'yearly', null],
    [userIdRule, 'abc', 'Invalid user ID'],
    [userIdRule, '0123456789abcdef01234567', null],
    [reportReasonRule, ' ', 'Please give a reason for the report'],
    [reportReasonRule, 'x'.repeat(501), 'Reason cannot exceed 500 characters'],
    [reportReasonRule, 'spam', null],
  ] as const)('%#: %j → %s', (rule, value, message) => {
    expect(rule(value)?.message ?? null).toBe(message);
  });
});

describe('message formatting', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(formatMessage('Story creation available in {hours} hours', { hours: 5 })).toBe(
      'Story creation available in 5 hours',
    );
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
  it('every message is non-empty and keys are unique strings', () => {
    for (const [key, message] of Object.entries(validationMessages)) {
      expect(key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(message.length).toBeGreaterThan(5);
    }
  });
});

describe('text no database can hold: NUL, lone surrogates, huge strings (decisions: bad input never yields 5xx)', () => {
  const NUL = 'a\u0000b';
  const HIGH = 'a\ud800b';
  const LOW = '\udc00b';
  const HUGE = 'x'.repeat(300 * 1024);
  it.each([
    ['plain', true],
    ['עברית and 😀 (a whole pair)', true],
    ['', true],
    [NUL, false],
    [HIGH, false],
    [`${LOW}`, false],
    ['\ud83d', false],
    ['\ude00\ud83d', false],
  ])('isSafeText(%j) → %s', (value, safe) => {
    expect(isSafeText(value)).toBe(safe);
  });
  it.each([
    [emailRule, 'a\u0000@b.co', 'emailInvalid'],
    [emailRule, `${HUGE}@b.co`, 'emailInvalid'],
    [emailRule, `${'a'.repeat(243)}@example.com`, 'emailInvalid'],
    [emailRule, `${'a'.repeat(242)}@example.com`, null],
    [nicknameRule, `abc${HIGH}`, 'nicknameInvalid'],
    [nicknameRule, HUGE, 'nicknameTooLong'],
    [passwordRule, `Secret1!${NUL}`, 'passwordInvalid'],
    [loginPasswordRule, `Secret1!${HIGH}`, 'passwordInvalid'],
    [deletePasswordRule, `Secret1!${NUL}`, 'passwordInvalid'],
    [deletePasswordRule, HUGE, 'passwordTooLong'],
    [locationRule, `Tel ${NUL} Aviv`, 'locationInvalid'],
    [locationRule, HUGE, 'locationTooLong'],
    [locationRule, '😀'.repeat(100), null],
    [bioRule, HIGH, 'bioInvalid'],
    [bioRule, HUGE, 'bioTooLong'],
    [bioRule, '😀'.repeat(500), null],
    [storyTextRule, NUL, 'storyTextInvalid'],
    [storyTextRule, HUGE, 'storyTextTooLong'],
    [messageTextRule, LOW, 'textInvalid'],
    [messageTextRule, HUGE, 'messageTooLong'],
    [reportReasonRule, NUL, 'reportReasonInvalid'],
    [reportReasonRule, HUGE, 'reportReasonTooLong'],
    [requiredTextRule('subjectRequired'), HIGH, 'textInvalid'],
    [requiredTextRule('supportMessageRequired'), HUGE, 'textTooLong'],
    [requiredTextRule('nameRequired'), 'Dana', null],
  ] as const)('%#: a bad string is refused with the field key %s', (rule, value, key) => {
    expect(keyOf(rule(value))).toBe(key);
  });
  it('dateOfBirthRule refuses a NUL after a valid date', () => {
    expect(keyOf(dateOfBirthRule('1990-05-05\u0000', TODAY))).toBe('dateOfBirthInvalid');
  });
  it('textRule bounds any other field and names the limit', () => {
    const rule = textRule(5);
    expect(rule(undefined)).toBeNull();
    expect(rule('12345')).toBeNull();
    expect(rule('123456')?.message).toBe('Text cannot exceed 5 characters');
    expect(keyOf(rule(NUL))).toBe('textInvalid');
    expect(keyOf(rule(7))).toBe('textInvalid');
  });
  it('isSafeJson checks every key and string and the serialised size', () => {
    expect(isSafeJson({ a: ['b', { c: 1 }] }, 100)).toBe(true);
    expect(isSafeJson({ a: ['b', { c: NUL }] }, 100)).toBe(false);
    expect(isSafeJson({ [HIGH]: 1 }, 100)).toBe(false);
    expect(isSafeJson({ a: 'x'.repeat(200) }, 100)).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(isSafeJson(cyclic, 100)).toBe(false);
    expect(isSafeJson(undefined, 100)).toBe(false);
  });
});
