/**
 * ChatLoadState — every state of a conversation that is not its messages (docs/product/messaging.md Messages, "Chat loading
 * states": loading; after 10 s a timeout with Retry Load and Reconnect; an error with Retry Loading and optionally
 * Force Init; connecting; empty ('No messages yet. Say hello!'); and 'Please Login' with Go to Login).
 *
 * Props (stable):
 * - `state`: `loading` · `connecting` · `timeout` · `error` · `empty` · `loggedOut`. The app switches `loading` to
 *   `timeout` after core's `CHAT_LOADING_TIMEOUT_MS` (10 s; the component keeps no timers).
 * - `labels`: `ChatLoadStateLabels` (all from the `chat` catalogue; `empty` from core's catalogue).
 * - `message`: an error's detail under the title ('Failed to load messages. {reason}').
 * - `onRetryLoad`, `onReconnect` (timeout), `onRetryLoading`, `onForceInit?` (error), `loginHref` + `onNavigate`
 *   (loggedOut). A button shows only when its handler is given.
 * - `emptyAction`: what the empty state offers (e.g. a wink button).
 */
import type { ReactNode } from 'react';
import { ErrorIcon, LockIcon, WarningIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import * as button from '../Button/Button.css';
import { navigateHandler } from '../private/navigate';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ChatLoadState.css';

export const chatLoadStates = ['loading', 'connecting', 'timeout', 'error', 'empty', 'loggedOut'] as const;
export type ChatLoadStateKind = (typeof chatLoadStates)[number];

export interface ChatLoadStateLabels {
  loading: string;
  connecting: string;
  timeoutTitle: string;
  timeoutBody: string;
  retryLoad: string;
  reconnect: string;
  errorTitle: string;
  retryLoading: string;
  forceInit: string;
  empty: string;
  pleaseLogin: string;
  pleaseLoginBody: string;
  goToLogin: string;
}

export interface ChatLoadStateProps {
  state: ChatLoadStateKind;
  labels: ChatLoadStateLabels;
  message?: string;
  onRetryLoad?: () => void;
  onReconnect?: () => void;
  onRetryLoading?: () => void;
  onForceInit?: () => void;
  loginHref?: string;
  onNavigate?: (href: string) => void;
  emptyAction?: ReactNode;
  'data-testid'?: string;
}

export function ChatLoadState({
  state,
  labels,
  message,
  onRetryLoad,
  onReconnect,
  onRetryLoading,
  onForceInit,
  loginHref = '/login',
  onNavigate,
  emptyAction,
  ...dom
}: ChatLoadStateProps) {
  const root = { className: styles.root, 'data-state': state, 'data-testid': dom['data-testid'] } as const;
  switch (state) {
    case 'loading':
    case 'connecting':
      return (
        <div {...root}>
          <Spinner size="lg" label={state === 'loading' ? labels.loading : labels.connecting} showLabel />
        </div>
      );
    case 'timeout':
      return (
        <div {...root} role="alert">
          <span className={styles.art} aria-hidden="true">
            <WarningIcon size="lg" />
          </span>
          <p className={styles.title}>{labels.timeoutTitle}</p>
          <p className={styles.body}>{labels.timeoutBody}</p>
          <div className={styles.actions}>
            {onRetryLoad ? <Button onClick={onRetryLoad}>{labels.retryLoad}</Button> : null}
            {onReconnect ? (
              <Button variant="soft" tone="neutral" onClick={onReconnect}>
                {labels.reconnect}
              </Button>
            ) : null}
          </div>
        </div>
      );
    case 'error':
      return (
        <div {...root} role="alert">
          <span className={styles.art} aria-hidden="true">
            <ErrorIcon size="lg" />
          </span>
          <p className={styles.title}>{labels.errorTitle}</p>
          {message ? <p className={styles.body}>{message}</p> : null}
          <div className={styles.actions}>
            {onRetryLoading ? <Button onClick={onRetryLoading}>{labels.retryLoading}</Button> : null}
            {onForceInit ? (
              <Button variant="soft" tone="neutral" onClick={onForceInit}>
                {labels.forceInit}
              </Button>
            ) : null}
          </div>
        </div>
      );
    case 'empty':
      return (
        <div {...root}>
          <span className={styles.art} aria-hidden="true">
            👋
          </span>
          <p className={styles.title}>{labels.empty}</p>
          {emptyAction ? <div className={styles.actions}>{emptyAction}</div> : null}
        </div>
      );
    case 'loggedOut':
      return (
        <div {...root}>
          <span className={styles.art} aria-hidden="true">
            <LockIcon size="lg" />
          </span>
          <p className={styles.title}>{labels.pleaseLogin}</p>
          <p className={styles.body}>{labels.pleaseLoginBody}</p>
          <div className={styles.actions}>
            <a
              className={[button.root, button.size.md, button.appearance['solid-accent'], styles.linkButton].join(' ')}
              href={loginHref}
              onClick={navigateHandler(loginHref, onNavigate)}
            >
              {labels.goToLogin}
            </a>
          </div>
        </div>
      );
    default:
      return null;
  }
}
ChatLoadState.displayName = 'ChatLoadState';
