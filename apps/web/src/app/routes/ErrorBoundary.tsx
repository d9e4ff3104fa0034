import { Component, type ReactNode } from 'react';

type Props = {
  fallback: ReactNode;
  children: ReactNode;
  /** A new value clears a shown error (the next page). */ resetKey?: unknown;
};
type State = { failed: boolean; key: unknown };

/** Shows `fallback` instead of a subtree that threw while rendering (a page or a page chunk that failed to load). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  // React itself reports the error (its default onCaughtError logs it with the component stack).
  override componentDidCatch() {
    // What went wrong is what the member must see, not the dashboard's first-photos preview (decision 0062;
    // lib/preview.ts `endPreview`, not imported: this file is in every visitor's first script).
    (window as { __kindredPreviewDone?: () => void }).__kindredPreviewDone?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
