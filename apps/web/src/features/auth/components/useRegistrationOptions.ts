import {
  citiesMatching,
  cityToStore,
  identityOptions,
  interests,
  intoTagOptions,
  israeliCities,
  limits,
  lookingForOptions,
  maritalStatusOptions,
  maxDateOfBirth,
  optionKey,
  turnOnOptions,
} from '@kindred/core';
import {
  registrationCopyKeys,
  type RegistrationCopy,
  type RegistrationDate,
  type RegistrationLimits,
  type RegistrationOptions,
} from '@kindred/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const registrationLimits: RegistrationLimits = {
  lookingFor: limits.lookingForMax,
  interests: limits.interestsMax,
  intoTags: limits.intoTagsMax,
  turnOns: limits.turnOnsMax,
};

/** The wizard's copy, option lists (labels from the `options` catalogue, values as the API keeps them) and dates. */
export function useRegistrationOptions(): {
  copy: RegistrationCopy;
  options: RegistrationOptions;
  date: RegistrationDate;
  /**
   * The location to send: a listed city — by its label in this language or its English name — under its English
   * name, as my profile stores it, so every language names it in its own words; anything else as typed.
   */
  locationToStore: (text: string) => string;
} {
  const { t, i18n } = useTranslation(['auth', 'options', 'common']);
  const lng = i18n.language;
  return useMemo(() => {
    const list = (group: string, values: readonly string[]) =>
      values.map((value) => ({ value, label: t(`options:${group}.${optionKey(value)}`, { defaultValue: value }) }));
    const copy = {
      ...(Object.fromEntries(registrationCopyKeys.map((key) => [key, t(`auth:register.${key}`)])) as Record<
        (typeof registrationCopyKeys)[number],
        string
      >),
      showPassword: t('auth:login.showPassword'),
      hidePassword: t('auth:login.hidePassword'),
      countOf: (count: number, max: number) => t('auth:register.countOf', { count, max }),
      showMoreTags: (count: number) => t('auth:register.showMoreTags', { count }),
    };
    // A Latin name typed on a Hebrew page finds the city too ("Tel Aviv" → תל אביב).
    const cityLabels = israeliCities.map((city) => t(`options:cities.${optionKey(city)}`, { defaultValue: city }));
    const cities = cityLabels.map((label, i) => ({ city: israeliCities[i] as string, label }));
    const locationToStore = (text: string) => cityToStore(cities, text);
    return {
      locationToStore,
      copy,
      options: {
        identity: list('identity', identityOptions),
        maritalStatus: list('maritalStatus', maritalStatusOptions),
        lookingFor: list('lookingFor', lookingForOptions),
        interests: list('interests', interests),
        intoTags: list('intoTags', intoTagOptions),
        turnOns: list('turnOns', turnOnOptions),
        cities: cityLabels,
        cityFilter: (labels, query) => citiesMatching(cities, labels, query),
      },
      date: {
        locale: lng === 'he' ? 'he-IL' : 'en-GB',
        partLabels: {
          day: t('common:dateParts.day'),
          month: t('common:dateParts.month'),
          year: t('common:dateParts.year'),
        },
        max: maxDateOfBirth(Date.now()),
      },
    };
  }, [t, lng]);
}
