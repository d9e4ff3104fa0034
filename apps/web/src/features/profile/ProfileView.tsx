import { placeName } from '../../lib/placeName';
import { avatarUrl, isPremium, relativeDate, type Locale } from '@kindred/core';
import {
  BlockConfirmDialog,
  ProfileModal,
  ReportDialog,
  type ProfileModalProfile,
  type ProfileModalState,
} from '@kindred/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { chatPanelAtom } from '../../lib/bridges';
import { Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineOf, presenceAtom, presenceResyncAtom } from '../../lib/socketState';
import { localeAtom } from '../appearance/atoms';
import { currentMemberAtom } from '../session/atoms';
import { toast } from '../../lib/toast';
import { MemberSlotsContext } from '../../lib/slots';
import {
  approvePhotoAccess,
  blockMember,
  fetchProfile,
  likeProfile,
  rejectPhotoAccess,
  reportMember,
  requestPhotoAccess,
  unlikeProfile,
  type ViewedProfile,
} from './api';
import { serverCode, serverMessage } from '../../lib/serverError';

export const reportReasons = ['inappropriate', 'harassment', 'spam', 'fake', 'underage', 'other'] as const;

const LIMIT_MESSAGE = 'You have used all your daily likes';
const statusOf = (error: unknown) =>
  (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;

function monthYear(iso: string | undefined, locale: Locale): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : 'en-GB', { month: 'long', year: 'numeric' }).format(ms);
}

/**
 * A member's profile as a modal, with everything it does: like, message, report, block, request my access to
 * their private photos, answer their request for mine. `onBlocked` lets the page under it drop the member.
 */
export function ProfileView({
  id,
  onClose,
  onBlocked,
  onLikeChange,
}: {
  id: string;
  onClose: () => void;
  onBlocked?: (id: string) => void;
  onLikeChange?: (id: string, liked: boolean, match: { name: string; photo: string | null } | null) => void;
}) {
  const { t } = useTranslation(['members', 'options', 'common', 'calls']);
  const { profileStories: ProfileStories } = useContext(MemberSlotsContext);
  const me = useAtomValue(currentMemberAtom);
  const store = useStore();
  const locale = useAtomValue(localeAtom);
  const [state, setState] = useState<ProfileModalState>('loading');
  const [data, setData] = useState<ViewedProfile | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [liked, setLiked] = useState(false);
  const [likeBusy, setLikeBusy] = useState(false);
  const [access, setAccess] = useState<ViewedProfile['photoAccessStatus']>('none');
  const [askedMine, setAskedMine] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [blockOpen, setBlockOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => Date.now());
  // A presence event about this member (after the profile loaded or before) wins over the server's snapshot.
  const presence = useAtomValue(presenceAtom);
  // After a reconnect that lost presence events the profile is fetched again (decision 0061); a failure then keeps it.
  const resync = useAtomValue(presenceResyncAtom);
  const shownId = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchProfile(id)
      .then((profile) => {
        if (!live) return;
        shownId.current = id;
        setData(profile);
        setLiked(Boolean(profile.isLiked));
        setAccess(profile.photoAccessStatus ?? 'none');
        setAskedMine(Boolean(profile.hasRequestedMyPhotos));
        setState('ready');
      })
      .catch((error: unknown) => {
        if (!live || shownId.current === id) return;
        const status = statusOf(error);
        setState(status === 404 || status === 400 ? 'notFound' : 'error');
      });
    return () => {
      live = false;
    };
  }, [id, attempt, resync]);

  const openChat = useSetAtom(chatPanelAtom);
  const name = data?.nickname ?? '';
  const common = new Set(data?.commonInterests ?? []);
  const details = data?.details ?? {};
  const optionLabel = (group: string, value: string) => t(`options:${group}.${value}`, { defaultValue: value });
  const online = onlineOf(presence, id, data?.isOnline);
  const lastActive = presence.get(id)?.lastActive ?? data?.lastActive;
  const profile: ProfileModalProfile | null = data
    ? {
        name,
        age: details.age ?? null,
        location: placeName(t, details.location),
        online,
        premium: data.accountTier !== 'FREE',
        verified: data.isVerified,
        lastActive:
          !online && lastActive
            ? t('profile.lastActive', { when: relativeDate(Date.parse(lastActive), now, locale) })
            : null,
        memberSince: data.createdAt ? t('profile.memberSince', { date: monthYear(data.createdAt, locale) }) : null,
        photos: (data.photos ?? []).map((p) => ({ id: p._id, url: p.url, locked: !p.url })),
        accessStatus: access,
        about: details.bio ?? null,
        facts: [
          ...(details.iAm ? [{ label: t('profile.iAm'), value: optionLabel('identity', details.iAm) }] : []),
          ...(details.maritalStatus
            ? [{ label: t('profile.maritalStatus'), value: optionLabel('maritalStatus', details.maritalStatus) }]
            : []),
        ],
        tagSections: [
          {
            title: t('profile.lookingFor'),
            items: (details.lookingFor ?? []).map((v) => optionLabel('lookingFor', v)),
          },
          { title: t('profile.into'), items: (details.intoTags ?? []).map((v) => optionLabel('intoTags', v)) },
          { title: t('profile.turnOns'), items: (details.turnOns ?? []).map((v) => optionLabel('turnOns', v)) },
        ],
        interests: (details.interests ?? []).map((value) => ({
          value,
          label: optionLabel('interests', value),
          common: common.has(value),
        })),
        compatibility: data.compatibility ?? null,
        liked,
        isSelf: !('compatibility' in data),
      }
    : null;

  const onLike = async () => {
    const was = liked;
    setLiked(!was);
    setLikeBusy(true);
    try {
      if (was) {
        await unlikeProfile(id);
        onLikeChange?.(id, false, null);
      } else {
        const reply = await likeProfile(id);
        const photo = data?.photos?.find((p) => p.url)?.url ?? data?.photo ?? null;
        onLikeChange?.(id, true, 'isMatch' in reply && reply.isMatch ? { name, photo } : null);
      }
    } catch (error) {
      setLiked(was);
      const limit = serverCode(error) === 'DAILY_LIKES_EXHAUSTED' || serverMessage(error) === LIMIT_MESSAGE;
      toast({
        kind: limit ? 'warning' : 'error',
        title: limit ? t('likes.limitReached') : t('likes.likeFailed'),
      });
    } finally {
      setLikeBusy(false);
    }
  };

  const onRequestAccess = async () => {
    setAccess('pending');
    // The spec shows the confirmation even when the request fails (docs/product/browse-and-profiles.md photo access).
    toast({ kind: 'success', title: t('profile.accessRequested') });
    try {
      await requestPhotoAccess(id);
    } catch {
      // Kept pending: the member can ask again later.
    }
  };

  const answer = async (approve: boolean) => {
    try {
      if (approve) await approvePhotoAccess(id);
      else await rejectPhotoAccess(id);
      setAskedMine(false);
      toast({ kind: 'success', title: approve ? t('profile.approved') : t('profile.rejected') });
    } catch {
      toast({ kind: 'error', title: approve ? t('profile.approveFailed') : t('profile.rejectFailed') });
    }
  };

  const onReport = async (reason: string) => {
    setBusy(true);
    try {
      await reportMember(id, t(`report.${reason}`, { lng: 'en' }));
      setReportOpen(false);
      toast({ kind: 'success', title: t('report.reported') });
    } catch {
      toast({ kind: 'error', title: t('report.failed') });
    } finally {
      setBusy(false);
    }
  };

  const onBlock = async () => {
    setBusy(true);
    try {
      await blockMember(id);
      setBlockOpen(false);
      toast({ kind: 'success', title: t('block.blocked') });
      onBlocked?.(id);
      onClose();
    } catch {
      toast({ kind: 'error', title: t('block.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ProfileModal
        open
        onOpenChange={(open) => {
          if (!open && !reportOpen && !blockOpen) onClose();
        }}
        state={state}
        profile={profile}
        requestedMyPhotos={askedMine}
        likeBusy={likeBusy}
        onLike={() => void onLike()}
        onMessage={() => {
          // The embedded chat (docs/product/browse-and-profiles.md openChat), over the page the member was on.
          openChat({ id, nickname: name, photoUrl: avatarUrl(data?.photo) });
          onClose();
        }}
        // Video calls are for premium members (docs/product/browse-and-profiles.md: the button is hidden for FREE); the server decides.
        onCall={
          me && isPremium(me) && data && profile && !profile.isSelf
            ? () => {
                const partner = { id, nickname: name, photoUrl: data.photos?.find((p) => p.url)?.url ?? null };
                // The seam loads on demand (lib/bridges.ts): no page's first load names its chunk.
                void import('../../lib/bridges').then(({ callRequestAtom }) => store.set(callRequestAtom, partner));
              }
            : undefined
        }
        onReport={() => setReportOpen(true)}
        onBlock={() => setBlockOpen(true)}
        onRequestAccess={() => void onRequestAccess()}
        {...(ProfileStories
          ? {
              extra: (
                <Suspense fallback={null}>
                  <ProfileStories memberId={id} />
                </Suspense>
              ),
            }
          : {})}
        onApprove={() => void answer(true)}
        onReject={() => void answer(false)}
        onRetry={() => {
          setState('loading');
          setAttempt((n) => n + 1);
        }}
        labels={{
          gallery: t('profile.gallery', { name }),
          photoOf: (index, total) => t('profile.photoOf', { index, total }),
          previous: t('profile.previous'),
          next: t('profile.next'),
          thumbnail: (index) => t('profile.thumbnail', { index }),
          locked: t('profile.locked'),
          requestAccess: t('profile.requestAccess'),
          requestPending: t('profile.requestPending'),
          accessDenied: t('profile.accessDenied'),
          close: t('profile.close'),
          loading: t('profile.loading'),
          notFoundTitle: t('profile.notFoundTitle'),
          notFoundBody: t('profile.notFoundBody'),
          loadFailed: t('profile.loadFailed'),
          retry: t('profile.retry'),
          online: t('profile.online'),
          premium: t('profile.premium'),
          verified: t('profile.verified'),
          compatibility: t('profile.compatibility'),
          compatibilityScore: t('profile.compatibilityScore', { score: data?.compatibility?.score ?? 0 }),
          factorLocation: t('profile.factorLocation'),
          factorAge: t('profile.factorAge'),
          factorInterests: t('profile.factorInterests'),
          about: t('profile.about'),
          interests: t('profile.interests'),
          showMore: (count) => t('profile.showMore', { count }),
          showLess: t('profile.showLess'),
          common: t('profile.common'),
          like: t('profile.like'),
          liked: t('profile.liked'),
          message: t('profile.message'),
          call: t('calls:callButton'),
          more: t('profile.more'),
          report: t('profile.report'),
          block: t('profile.block'),
          bannerTitle: t('profile.bannerTitle', { name }),
          bannerBody: t('profile.bannerBody'),
          approve: t('profile.approve'),
          reject: t('profile.reject'),
        }}
        data-testid="profile-modal"
      />
      <ReportDialog
        open={reportOpen}
        onOpenChange={setReportOpen}
        reasons={reportReasons.map((value) => ({ value, label: t(`report.${value}`) }))}
        onSubmit={(reason) => void onReport(reason)}
        busy={busy}
        labels={{
          title: t('report.title', { name }),
          description: t('report.description'),
          reason: t('report.reason'),
          submit: t('report.submit'),
          cancel: t('report.cancel'),
          close: t('report.cancel'),
        }}
      />
      <BlockConfirmDialog
        open={blockOpen}
        onOpenChange={setBlockOpen}
        onConfirm={() => void onBlock()}
        busy={busy}
        labels={{
          title: t('block.title', { name }),
          body: t('block.body'),
          confirm: t('block.confirm'),
          cancel: t('block.cancel'),
          close: t('block.cancel'),
        }}
      />
    </>
  );
}
