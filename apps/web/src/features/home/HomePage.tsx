import { placeName } from '../../lib/placeName';
import { israeliCities, optionKey } from '@kindred/core';
import { FeatureCards, featureKinds, HomeHero, PeopleOnlineGrid, type OnlinePerson } from '@kindred/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localeAtom } from '../appearance/atoms';
import { isAuthenticatedAtom } from '../session/atoms';
import { peopleOnlineAtom } from './atoms';
import { samplePeople } from './sample';
import * as styles from './HomePage.css';

/** The public home page (spec 002 §4): hero with the email carried to /register, people online, three features. */
export default function HomePage() {
  const { t } = useTranslation(['home', 'options']);
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const online = useAtomValue(peopleOnlineAtom);
  const loading = online.state === 'loading';
  const live = online.state === 'hasData' ? online.data : [];
  const sample = !loading && live.length === 0;
  const cities = israeliCities.map((c) => t(`options:cities.${optionKey(c)}`, { defaultValue: c }));
  const people = sample
    ? samplePeople(locale, cities)
    : live.map((p) => ({ ...p, location: placeName(t, p.location) }));
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
        cardLabel={(p: OnlinePerson) =>
          t('online.cardLabel', { nickname: p.nickname, age: p.age ?? '', location: p.location ?? '' })
        }
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
