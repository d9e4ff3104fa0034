import type { ReactNode } from 'react';
import { WarningIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { StatusView } from '../private/StatusView';

export interface ErrorFallbackProps {
  /** 'Something went wrong'. */
  title: string;
  /** "We're sorry, but an error occurred. Please try refreshing the page." */
  body: string;
  /** 'Refresh Page'. */
  refreshLabel: string;
  onRefresh: () => void;
  /** A second, quieter way out (e.g. a link home). */
  secondaryAction?: ReactNode;
  'data-testid'?: string;
}

/** The page-level error boundary's screen (docs/product/public-pages.md): an apology and a Refresh Page button. */
export function ErrorFallback({ title, body, refreshLabel, onRefresh, secondaryAction, ...dom }: ErrorFallbackProps) {
  return (
    <StatusView
      role="alert"
      tone="critical"
      art={<WarningIcon size="xl" />}
      title={title}
      body={body}
      testId={dom['data-testid']}
      actions={
        <>
          <Button size="lg" onClick={onRefresh}>
            {refreshLabel}
          </Button>
          {secondaryAction}
        </>
      }
    />
  );
}
ErrorFallback.displayName = 'ErrorFallback';
