import type { ReactNode } from 'react';
import { Banner } from '../Banner/Banner';
import { Checkbox } from '../Checkbox/Checkbox';
import { Link } from '../Link/Link';
import { Select } from '../Select/Select';
import { TagPicker } from '../TagPicker/TagPicker';
import * as styles from './RegistrationWizard.css';
import type { RegistrationLimits, RegistrationOptions, RegistrationStepProps } from './types';

export interface RegistrationPreferencesStepProps extends RegistrationStepProps {
  options: Pick<RegistrationOptions, 'maritalStatus' | 'lookingFor' | 'interests' | 'intoTags' | 'turnOns'>;
  limits: RegistrationLimits;
  termsHref: string;
  privacyHref: string;
  /** What the member's identity gives them (the tier is derived, never chosen: docs/product/accounts.md). */
  tierNote?: ReactNode;
}

function Agreement({ before, link, href, newTab }: { before: string; link: string; href: string; newTab: string }) {
  return (
    <>
      {before}{' '}
      <Link href={href} external externalLabel={newTab}>
        {link}
      </Link>
    </>
  );
}

/** How many tags of each list step 4 shows before "Show more". */
export const TAGS_SHOWN_COLLAPSED = 8;

/**
 * Step 4, Preferences: marital status, looking for (1–3), interests (1–10), into and turn-on tags (up to 20
 * each; over-limit clicks warn and are ignored), terms and privacy (required), newsletter (optional).
 */
export function RegistrationPreferencesStep({
  values,
  errors,
  onChange,
  copy,
  options,
  limits,
  termsHref,
  privacyHref,
  tierNote,
}: RegistrationPreferencesStepProps) {
  // About seventy tags in all: each list shows its first few (and whatever is chosen) until "Show more".
  const collapse = {
    collapsedCount: TAGS_SHOWN_COLLAPSED,
    showMoreLabel: copy.showMoreTags,
    showLessLabel: copy.showFewerTags,
  };
  return (
    <div className={styles.fields}>
      <Select
        label={copy.maritalStatus}
        name="maritalStatus"
        placeholder={copy.maritalStatusPlaceholder}
        options={options.maritalStatus}
        value={values.maritalStatus || undefined}
        onValueChange={(maritalStatus) => onChange({ maritalStatus })}
        error={errors.maritalStatus}
        required
      />
      <div>
        <TagPicker
          label={copy.lookingFor}
          options={options.lookingFor}
          max={limits.lookingFor}
          value={values.lookingFor}
          onChange={(lookingFor) => onChange({ lookingFor })}
          limitMessage={copy.lookingForLimit}
          formatCount={copy.countOf}
          {...collapse}
          data-testid="lookingFor"
        />
        {errors.lookingFor ? <p className={styles.error}>{errors.lookingFor}</p> : null}
      </div>
      <div>
        <TagPicker
          label={copy.interests}
          options={options.interests}
          max={limits.interests}
          value={values.interests}
          onChange={(interests) => onChange({ interests })}
          limitMessage={copy.interestsLimit}
          formatCount={copy.countOf}
          {...collapse}
          data-testid="interests"
        />
        {errors.interests ? <p className={styles.error}>{errors.interests}</p> : null}
      </div>
      <TagPicker
        label={copy.intoTags}
        options={options.intoTags}
        max={limits.intoTags}
        value={values.intoTags}
        onChange={(intoTags) => onChange({ intoTags })}
        limitMessage={copy.tagsLimit}
        formatCount={copy.countOf}
        {...collapse}
        data-testid="intoTags"
      />
      <TagPicker
        label={copy.turnOns}
        options={options.turnOns}
        max={limits.turnOns}
        value={values.turnOns}
        onChange={(turnOns) => onChange({ turnOns })}
        limitMessage={copy.tagsLimit}
        formatCount={copy.countOf}
        {...collapse}
        data-testid="turnOns"
      />
      {tierNote ? (
        <Banner tone="info" title={copy.tierTitle}>
          {tierNote}
        </Banner>
      ) : null}
      <div className={styles.agreements}>
        <div>
          <Checkbox
            name="agreeTerms"
            label={
              <Agreement
                before={copy.agreeTermsBefore}
                link={copy.termsLink}
                href={termsHref}
                newTab={copy.opensInNewTab}
              />
            }
            checked={values.agreeTerms}
            onCheckedChange={(agreeTerms) => onChange({ agreeTerms })}
            invalid={Boolean(errors.agreeTerms)}
            required
          />
          {errors.agreeTerms ? <p className={styles.error}>{errors.agreeTerms}</p> : null}
        </div>
        <div>
          <Checkbox
            name="agreePrivacy"
            label={
              <Agreement
                before={copy.agreePrivacyBefore}
                link={copy.privacyLink}
                href={privacyHref}
                newTab={copy.opensInNewTab}
              />
            }
            checked={values.agreePrivacy}
            onCheckedChange={(agreePrivacy) => onChange({ agreePrivacy })}
            invalid={Boolean(errors.agreePrivacy)}
            required
          />
          {errors.agreePrivacy ? <p className={styles.error}>{errors.agreePrivacy}</p> : null}
        </div>
        <Checkbox
          name="newsletter"
          label={copy.newsletter}
          checked={values.newsletter}
          onCheckedChange={(newsletter) => onChange({ newsletter })}
        />
      </div>
    </div>
  );
}
RegistrationPreferencesStep.displayName = 'RegistrationPreferencesStep';
