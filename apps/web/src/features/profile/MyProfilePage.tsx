import { intoTagOptions, limits, lookingForOptions, profileInterests, turnOnOptions } from '@kindred/core';
import { Spinner } from '@kindred/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMe } from './api';
import { meAtom, myPhotosAtom } from './atoms';
import { cityName } from './cities';
import { MyPhotos } from './MyPhotos';
import * as styles from './profile.css';
import { AboutSection, BasicsSection, TagSection } from './ProfileSections';
import { useProfileEditor } from './useProfileEditor';

/**
 * My profile (docs/product/browse-and-profiles.md): photos, the sections I edit, and who asked for my private photos. One section is edited
 * at a time (useProfileEditor.ts); the sections and the photos are components of their own.
 */
export default function MyProfilePage() {
  const { t } = useTranslation(['members', 'options', 'validation']);
  const [me, setMe] = useAtom(meAtom);
  const photos = useAtomValue(myPhotosAtom);
  const setPhotos = useSetAtom(myPhotosAtom);
  const [failed, setFailed] = useState(false);
  const editor = useProfileEditor();

  useEffect(() => {
    let live = true;
    fetchMe()
      .then((user) => {
        if (!live) return;
        setMe(user);
        setPhotos(user.photos ?? []);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [setMe, setPhotos]);

  if (failed) {
    return (
      <div className={styles.page}>
        <p className={styles.muted}>{t('profile.loadFailed')}</p>
      </div>
    );
  }
  if (!me) {
    return (
      <div className={styles.page}>
        <Spinner label={t('profile.loading')} showLabel />
      </div>
    );
  }

  const profilePhoto = photos.find((p) => p.isProfile && p.url) ?? photos.find((p) => !p.isPrivate && p.url);
  const details = me.details ?? {};
  const tagSections = [
    {
      section: 'interests',
      title: t('profile.interests'),
      options: profileInterests,
      max: limits.interestsMax,
      limitMessage: t('validation:interestsLimit'),
    },
    {
      section: 'lookingFor',
      title: t('profile.lookingFor'),
      options: lookingForOptions,
      max: limits.lookingForMax,
      limitMessage: t('validation:lookingForLimit'),
    },
    {
      section: 'intoTags',
      title: t('profile.into'),
      options: intoTagOptions,
      max: limits.intoTagsMax,
      limitMessage: t('validation:tagsTooMany'),
    },
    {
      section: 'turnOns',
      title: t('profile.turnOns'),
      options: turnOnOptions,
      max: limits.turnOnsMax,
      limitMessage: t('validation:tagsTooMany'),
    },
  ] as const;

  return (
    <div className={styles.page} data-page="my-profile">
      <header className={styles.hero}>
        {profilePhoto?.url ? (
          <img className={styles.heroPhoto} src={profilePhoto.url} alt="" />
        ) : (
          <span className={styles.heroInitial} aria-hidden="true">
            {me.nickname.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h1 className={styles.heroName}>
            <bdi dir="auto">{me.nickname}</bdi>
            {details.age ? (
              <>
                {', '}
                <bdi>{details.age}</bdi>
              </>
            ) : null}
          </h1>
          {details.location ? (
            <p className={styles.heroMeta} dir="auto">
              {cityName(t, details.location)}
            </p>
          ) : null}
        </div>
      </header>

      <MyPhotos />
      <BasicsSection me={me} editor={editor} />
      <AboutSection me={me} editor={editor} />
      {tagSections.map(({ section, title, options, max, limitMessage }) => (
        <TagSection
          key={section}
          me={me}
          editor={editor}
          section={section}
          title={title}
          options={options}
          max={max}
          limitMessage={limitMessage}
        />
      ))}
    </div>
  );
}
