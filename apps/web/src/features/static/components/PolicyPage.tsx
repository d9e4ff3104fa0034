import { StaticPage, type StaticPageSection } from '@kindred/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export const staticPages = ['about', 'safety', 'support', 'terms', 'privacy'] as const;
export type StaticPageKey = (typeof staticPages)[number];

interface SectionCopy {
  heading: string;
  body?: string;
  items?: Record<string, string>;
}

/** A static page from the `pages` catalogue: its sections, contents and links to the other pages. */
export function PolicyPage({
  page,
  updated = false,
  children,
}: {
  page: StaticPageKey;
  updated?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  const tree = t(`${page}.sections`, { returnObjects: true, defaultValue: {} }) as Record<string, SectionCopy>;
  const sections: StaticPageSection[] = Object.entries(tree ?? {}).map(([id, s]) => ({
    id,
    heading: s.heading,
    body: s.body,
    items: s.items ? Object.values(s.items) : undefined,
  }));
  const others = (['home', ...staticPages] as const).filter((key) => key !== page);
  return (
    <StaticPage
      title={t(`${page}.title`)}
      lead={t(`${page}.lead`)}
      updated={updated ? t('lastUpdated') : undefined}
      sections={sections}
      contentsLabel={sections.length > 2 ? t('contents') : undefined}
      relatedLabel={t('related')}
      related={others.map((key) => ({ href: key === 'home' ? '/' : `/${key}`, label: t(`common:nav.${key}`) }))}
      onNavigate={(href) => navigate(href)}
      data-testid={`static-${page}`}
    >
      {children}
    </StaticPage>
  );
}
