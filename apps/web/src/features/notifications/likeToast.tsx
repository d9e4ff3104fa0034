import { LIKE_TOAST_MS } from '@kindred/core';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** A catalogue sentence with the member's name in `<bdi>` (a Latin name inside Hebrew, or the other way round). */
export function withName(text: (name: string) => string, name: string) {
  const [before = '', after = ''] = text('\u0000').split('\u0000');
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}

/** '{name} liked you', with their photo, in the member's language. */
export async function showLikeToast(person: { name: string; photo: string | null }): Promise<void> {
  await i18n.loadNamespaces('core');
  toast({
    kind: 'info',
    title: withName((name) => i18n.t('core:notifications.item.like', { name }), person.name),
    person,
    duration: LIKE_TOAST_MS,
  });
}
