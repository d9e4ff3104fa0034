// Copy for the visitor and account stories, from the app's own catalogues (auth, home, pages). Stories only.
import enOptions from '@kindred/core/locales/en/options.json';
import heOptions from '@kindred/core/locales/he/options.json';
import {
  identityOptions,
  interests,
  intoTagOptions,
  israeliCities,
  lookingForOptions,
  maritalStatusOptions,
  optionKey,
  turnOnOptions,
} from '@kindred/core';
import { registrationCopyKeys, type RegistrationCopy } from '../components/RegistrationWizard/types';
import { loginFormCopy } from '../components/LoginForm/LoginForm';
import { text, tree } from './text';

export function loginCopy(locale: unknown) {
  return loginFormCopy(text(locale));
}

export function asideCopy(locale: unknown) {
  const t = text(locale);
  return {
    title: t('auth:layout.asideTitle'),
    body: t('auth:layout.asideBody'),
    quote: t('auth:layout.asideQuote'),
    quoteBy: t('auth:layout.asideQuoteBy'),
  };
}

type OptionCatalogue = Record<string, Record<string, string>>;
const catalogues = { en: enOptions as OptionCatalogue, he: heOptions as OptionCatalogue };

/** Option labels in the story's language, values as the API keeps them (the app does the same with `options`). */
export function optionLabels(locale: unknown) {
  const c = catalogues[locale === 'he' ? 'he' : 'en'];
  const list = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: c[group]?.[optionKey(value)] ?? value }));
  return {
    identity: list('identity', identityOptions),
    maritalStatus: list('maritalStatus', maritalStatusOptions),
    lookingFor: list('lookingFor', lookingForOptions),
    interests: list('interests', interests),
    intoTags: list('intoTags', intoTagOptions),
    turnOns: list('turnOns', turnOnOptions),
    cities: israeliCities.map((city) => c.cities?.[optionKey(city)] ?? city),
  };
}

/** Everything the registration wizard needs but its state, in the story's language. */
export function registrationProps(locale: unknown) {
  const t = text(locale);
  const k = (key: string) => t(`auth:register.${key}`);
  return {
    stepLabels: [k('steps.account'), k('steps.profile'), k('steps.photo'), k('steps.preferences')] as const,
    progressLabel: k('progressLabel'),
    copy: {
      ...Object.fromEntries(registrationCopyKeys.map((key) => [key, k(key)])),
      showPassword: t('auth:login.showPassword'),
      hidePassword: t('auth:login.hidePassword'),
      countOf: (count: number, max: number) =>
        k('countOf').replace('{{count}}', String(count)).replace('{{max}}', String(max)),
      showMoreTags: (count: number) => k('showMoreTags').replace('{{count}}', String(count)),
    } as RegistrationCopy,
    stepOf: (step: number) => k('stepOf').replace('{{current}}', String(step)).replace('{{total}}', '4'),
    intro: (step: number) => k(`stepIntro.${['account', 'profile', 'photo', 'preferences'][step - 1]}`),
    options: optionLabels(locale),
    limits: { lookingFor: 3, interests: 10, intoTags: 20, turnOns: 20 },
    date: {
      locale: locale === 'he' ? 'he-IL' : 'en-GB',
      partLabels: {
        day: t('common:dateParts.day'),
        month: t('common:dateParts.month'),
        year: t('common:dateParts.year'),
      },
      max: '2008-05-01',
    },
  };
}

/** Eight sample people (made up; no photos of real people) in the story's language. */
export function samplePeople(locale: unknown) {
  const he = locale === 'he';
  const names = he
    ? ['נועה', 'דניאל', 'מיכל_ואורי', 'יעל', 'עומר', 'תמר', 'איתי', 'שירה']
    : ['Noa', 'Daniel', 'Michal_and_Ori', 'Yael', 'Omer', 'Tamar', 'Itay', 'Shira'];
  const cities = optionLabels(locale).cities;
  const ages = [29, 34, 38, 26, 31, 27, 36, 30];
  return names.map((nickname, i) => ({
    id: `sample-${i}`,
    nickname,
    age: ages[i]!,
    location: cities[i % cities.length]!,
  }));
}

interface SectionTree {
  heading: string;
  body?: string;
  items?: Record<string, string>;
}
/** A static page's sections from the `pages` catalogue (as the app builds them). */
export function staticSections(locale: unknown, page: 'about' | 'safety' | 'terms' | 'privacy') {
  const sections = tree(locale)<Record<string, SectionTree>>(`pages:${page}.sections`);
  return Object.entries(sections).map(([id, s]) => ({
    id,
    heading: s.heading,
    body: s.body,
    items: s.items ? Object.values(s.items) : undefined,
  }));
}

export function faqItems(locale: unknown) {
  const items = tree(locale)<Record<string, { q: string; a: string }>>('pages:support.faq.items');
  return Object.entries(items).map(([id, item]) => ({ id, question: item.q, answer: item.a }));
}
