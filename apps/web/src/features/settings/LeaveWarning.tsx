// Leaving the settings with unsaved changes asks first: in-app navigation, the avatar menu's sign-out, closing the tab.
import { Button, Dialog, DialogClose } from '@kindred/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { signOutGuardAtom } from '../session/session';
import { draftSettingsAtom, savedSettingsAtom, settingsDirtyAtom } from './atoms';

/** Holds a leave (navigation or sign-out) while the settings have unsaved changes, for LeaveWarning to ask about. */
export function useUnsavedGuard() {
  const dirty = useAtomValue(settingsDirtyAtom);
  // Leaving with unsaved changes asks first (in-app navigation and closing the tab).
  const blocker = useLeaveGuard(dirty);
  // A sign-out from the avatar menu while changes are unsaved is held here and asked about.
  const [heldSignOut, setHeldSignOut] = useState<{ signOut: () => void } | null>(null);
  const setSignOutGuard = useSetAtom(signOutGuardAtom);
  useEffect(() => {
    if (!dirty) return;
    const guard = (leave: () => void) => {
      setHeldSignOut({ signOut: leave });
      return true;
    };
    setSignOutGuard(() => guard);
    return () => setSignOutGuard(null);
  }, [dirty, setSignOutGuard]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return { blocker, heldSignOut, setHeldSignOut };
}

/** The question: stay, or discard the changes and leave (or sign out). */
export function LeaveWarning({ guard }: { guard: ReturnType<typeof useUnsavedGuard> }) {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);
  const { blocker, heldSignOut, setHeldSignOut } = guard;
  const saved = useAtomValue(savedSettingsAtom);
  const setDraft = useSetAtom(draftSettingsAtom);
  const asking = blocker.state === 'blocked' || heldSignOut !== null;
  return (
    <Dialog
      open={asking}
      onOpenChange={(open) => {
        if (open) return;
        if (blocker.state === 'blocked') blocker.reset();
        setHeldSignOut(null);
      }}
      size="sm"
      title={t('settings.unsaved')}
      description={heldSignOut ? t('core:settings.unsavedLogout') : t('settings.leaveWarning')}
      closeLabel={t('deleteAccount.cancel')}
      data-testid="leave-warning"
      footer={
        <>
          <DialogClose>
            <Button variant="ghost" tone="neutral">
              {t('deleteAccount.cancel')}
            </Button>
          </DialogClose>
          <Button
            tone="critical"
            onClick={() => {
              if (heldSignOut) {
                setHeldSignOut(null);
                if (saved) setDraft(saved);
                heldSignOut.signOut();
              } else if (blocker.state === 'blocked') {
                if (saved) setDraft(saved);
                blocker.proceed();
              }
            }}
          >
            {heldSignOut ? t('shell:header.signOut') : t('settings.discard')}
          </Button>
        </>
      }
    />
  );
}
