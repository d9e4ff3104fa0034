export { StaticPage } from './StaticPage';
export type { StaticPageProps, StaticPageSection, StaticPageLink } from './StaticPage';
