import { FeatureCards, featureKinds, HomeHero, PeopleOnlineGrid } from '@kindred/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localeAtom } from '../appearance/atoms';
import { isAuthenticatedAtom, tokenAtom } from '../session/atoms';
import { fetchPeopleOnline } from './api';
import { peopleOnlineAtom, peopleOnlineRefreshAtom } from './atoms';
import { samplePeople } from './sample';
import * as styles from './HomePage.css';

const cityKey = (value: string) => value.replace(/[.:]/g, '_');

/** The public home page (docs/product/public-pages.md): hero with the email carried to /register, people online, three features. */
export default function HomePage() {
  const { t } = useTranslation(['home', 'options']);
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const token = useAtomValue(tokenAtom);
  const refresh = useAtomValue(peopleOnlineRefreshAtom);
  const [online, setOnline] = useAtom(peopleOnlineAtom);
  useEffect(() => {
    let current = true;
    setOnline(null);
    void fetchPeopleOnline(token).then((list) => current && setOnline(list));
    return () => {
      current = false;
    };
  }, [token, refresh, setOnline]);
  const loading = online === null;
  const live = online ?? [];
  const sample = !loading && live.length === 0;
  // The city names come from the `options` catalogue itself, so core's option lists stay off the home page
  // (decision 0043; the key is core's `optionKey`, which lives beside those lists); a location that is not a listed
  // city shows as the member wrote it.
  const people = sample
    ? samplePeople(locale, Object.values(t('options:cities', { returnObjects: true }) as Record<string, string>))
    : live.map((p) => ({
        ...p,
        location: p.location ? t(`options:cities.${cityKey(p.location)}`, { defaultValue: p.location }) : null,
      }));
  const cardHref = authenticated ? '/dashboard' : '/register';

  return (
    <div className={styles.page} data-page="home">
      <HomeHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        body={t('hero.body')}
        emailLabel={t('hero.emailLabel')}
        ctaLabel={t('hero.cta')}
        note={t('hero.note')}
        stat={!loading && !sample ? t('hero.stat', { count: live.length }) : undefined}
        onSubmit={(email) => navigate('/register', { state: { email } })}
        data-testid="home-hero"
      />
      <PeopleOnlineGrid
        title={t('online.title')}
        subtitle={t('online.subtitle')}
        people={people}
        loading={loading}
        sample={sample}
        sampleNote={t('online.sample')}
        cardHint={t('online.cardHint')}
        onlineLabel={t('online.online')}
        loadingLabel={t('online.loading')}
        joinLabel={t('online.joinToSeeMore')}
        href={cardHref}
        onNavigate={(href) => navigate(href)}
        data-testid="people-online"
      />
      <FeatureCards
        title={t('features.title')}
        items={featureKinds.map((kind) => ({
          kind,
          title: t(`features.${kind}.title`),
          body: t(`features.${kind}.body`),
        }))}
      />
    </div>
  );
}
