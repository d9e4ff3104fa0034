import { Button, Dialog, DialogClose } from '@kindred/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionFixPromptAtom } from './atoms';
import { applySessionFixAtom } from './session';

/**
 * 'Session ID format error detected. Apply emergency fix?' (docs/product/accounts.md), as a confirm dialog: focus starts on
 * Cancel, Escape or Cancel closes it and changes nothing; the fix clears the stored session and shows /login.
 * Its own chunk: the shell loads it only when the prompt opens.
 */
export default function SessionFixDialog() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useAtom(sessionFixPromptAtom);
  const applyFix = useSetAtom(applySessionFixAtom);
  if (!open) return null;
  return (
    <Dialog
      open
      onOpenChange={setOpen}
      size="sm"
      title={t('sessionFix.title')}
      description={t('sessionFix.body')}
      closeLabel={t('sessionFix.close')}
      data-testid="session-fix-dialog"
      footer={
        <>
          <DialogClose>
            <Button variant="soft" tone="neutral">
              {t('sessionFix.cancel')}
            </Button>
          </DialogClose>
          <Button
            onClick={() => {
              // The token goes first (synchronously), so /login does not see a signed-in member.
              void applyFix();
              void navigate('/login', { replace: true });
            }}
          >
            {t('sessionFix.apply')}
          </Button>
        </>
      }
    />
  );
}
