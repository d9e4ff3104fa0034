// What a member's card does on the dashboard: like, open the profile, message; and its labels.
import { avatarUrl } from '@kindred/core';
import type { MemberCardLabels } from '@kindred/ui';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chatPanelAtom } from '../../lib/bridges';
import { toast } from '../../lib/toast';
import { toggleLike } from './actions';
import { profileOpenerAtom } from './atoms';
import type { GridMember } from './components/BrowseGrid';

export function useCardActions() {
  const { t } = useTranslation(['members', 'options']);
  const store = useStore();
  const navigate = useNavigate();

  const labelsFor = useCallback(
    (name: string): MemberCardLabels => ({
      like: t('card.like', { name }),
      message: t('card.message', { name }),
      open: t('card.open', { name }),
      online: t('card.online'),
      verified: t('card.verified'),
      premium: t('card.premium'),
      nextPhoto: t('card.nextPhoto'),
      noPhoto: t('card.noPhoto'),
    }),
    [t],
  );

  const onLike = async (m: GridMember) => {
    const outcome = await toggleLike(store, { id: m.id, name: m.name, photo: m.photos[0] ?? null });
    if (!outcome.ok && outcome.reason === 'limit') {
      toast({ kind: 'warning', title: t('likes.limitReached'), description: t('likes.upgradeHint') });
    } else if (!outcome.ok && outcome.reason === 'failed') {
      toast({ kind: 'error', title: t('likes.likeFailed') });
    }
  };
  const onOpen = (m: GridMember) => {
    store.set(profileOpenerAtom, m.id);
    void navigate(`/user/${m.id}`, { state: { backdrop: 'dashboard' } });
  };
  // The embedded chat (docs/product/browse-and-profiles.md openChat) over the dashboard.
  const openChat = useSetAtom(chatPanelAtom);
  const onMessage = (m: GridMember) =>
    openChat({ id: m.id, nickname: m.name, photoUrl: avatarUrl(m.photos[0] ?? null) });

  return { labelsFor, onLike, onOpen, onMessage };
}
