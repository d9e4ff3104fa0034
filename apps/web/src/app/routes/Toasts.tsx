import { Toaster, type ToastTone } from '@kindred/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isAuthenticatedAtom } from '../../features/session/atoms';
import { dismissToast, toastsAtom, type ToastKind } from '../../lib/toast';

const toneOf: Record<ToastKind, ToastTone> = {
  success: 'positive',
  error: 'critical',
  info: 'info',
  warning: 'caution',
};

/**
 * The toast region (docs/product/notifications.md: 3 s, at most 5, swiped towards the inline end so it flips with the direction), at
 * the bottom end corner rather than the spec's top right, and on a member's phone above the tab bar (decision 0115).
 * Its own chunk, loaded with the first toast.
 */
export default function Toasts() {
  const { t } = useTranslation('shell');
  const toasts = useAtomValue(toastsAtom);
  // Members have the bottom tab bar on phones (Layout's MemberBottomNav).
  const member = useAtomValue(isAuthenticatedAtom);
  return (
    <Toaster
      toasts={toasts.map((item) => ({
        id: String(item.id),
        title: item.title,
        description: item.description,
        tone: toneOf[item.kind],
        person: item.person,
        duration: item.duration,
      }))}
      onDismiss={(id) => dismissToast(Number(id))}
      closeLabel={t('toasts.close')}
      regionLabel={t('toasts.region')}
      aboveBottomNav={member}
    />
  );
}
