import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for assistive technology only (e.g. "12 unread notifications" next to a visual badge). */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root id={id}>{children}</RadixVisuallyHidden.Root>;
}
VisuallyHidden.displayName = 'VisuallyHidden';
