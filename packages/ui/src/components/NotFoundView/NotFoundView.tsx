import { HeartIcon } from '../../icons/icons';
import * as button from '../Button/Button.css';
import { navigateOnClick } from '../private/navigate';
import { StatusView } from '../private/StatusView';
import * as styles from './NotFoundView.css';

export interface NotFoundViewProps {
  /** '404'. */
  code: string;
  title: string;
  body: string;
  /** The back-to-home button's label; it links to `homeHref` ('/'). */
  homeLabel: string;
  homeHref?: string;
  /** Client-side navigation for the home link (a normal click); without it the link loads the page. */
  onNavigate?: (href: string) => void;
  'data-testid'?: string;
}

/** The not-found page (docs/product/public-pages.md): 404, a kind message and a back-to-home button to '/'. */
export function NotFoundView({ code, title, body, homeLabel, homeHref = '/', onNavigate, ...dom }: NotFoundViewProps) {
  return (
    <StatusView
      art={<HeartIcon size="xl" />}
      eyebrow={code}
      title={title}
      titleId="not-found-title"
      body={body}
      testId={dom['data-testid']}
      state="not-found"
      actions={
        <a
          href={homeHref}
          className={[button.root, button.size.lg, button.appearance['solid-accent'], styles.homeLink].join(' ')}
          onClick={navigateOnClick(homeHref, onNavigate)}
        >
          <span className={button.label}>{homeLabel}</span>
        </a>
      }
    />
  );
}
NotFoundView.displayName = 'NotFoundView';
