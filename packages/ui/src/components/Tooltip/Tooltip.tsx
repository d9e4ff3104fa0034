import { useDirection } from '@radix-ui/react-direction';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

export const tooltipSides = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

export interface TooltipProps {
  /** Supplementary text (never the only name of a control: icon buttons keep their aria-label). */
  content: ReactNode;
  /** A focusable element. */
  children: ReactElement;
  side?: TooltipSide;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  delayDuration?: number;
}

/** Radix Tooltip on hover and keyboard focus; `start`/`end` sides follow the reading direction. */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
}: TooltipProps) {
  const rtl = useDirection() === 'rtl';
  // Radix sides are physical; map the logical ones through the reading direction.
  const radixSide = side === 'start' ? (rtl ? 'right' : 'left') : side === 'end' ? (rtl ? 'left' : 'right') : side;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className={styles.content}
            side={radixSide}
            data-side-logical={side}
            sideOffset={6}
            collisionPadding={8}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
Tooltip.displayName = 'Tooltip';
