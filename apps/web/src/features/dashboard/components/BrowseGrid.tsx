import { MemberCard, MemberCardSkeleton, type MemberCardLabels } from '@kindred/ui';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { onlineOf, presenceAtom } from '../../../lib/socketState';
import { focusCardAtom, type DashboardView } from '../atoms';
import * as styles from '../dashboard.css';

export interface GridMember {
  id: string;
  name: string;
  age?: number | null;
  location?: string | null;
  photos: string[];
  online?: boolean;
  verified?: boolean;
  premium?: boolean;
}

/** The cards of a list (browse, matches, likes) in the chosen layout; presence events heard since load win. */
export function BrowseGrid({
  members,
  view,
  liked,
  pending,
  labelsFor,
  onOpen,
  onLike,
  onMessage,
  skeletons = 0,
  testId,
}: {
  members: readonly GridMember[];
  view: DashboardView;
  liked: ReadonlySet<string>;
  pending: ReadonlySet<string>;
  labelsFor: (name: string) => MemberCardLabels;
  onOpen: (m: GridMember) => void;
  onLike: (m: GridMember) => void;
  onMessage: (m: GridMember) => void;
  skeletons?: number;
  testId: string;
}) {
  const presence = useAtomValue(presenceAtom);
  const list = useRef<HTMLUListElement>(null);
  const store = useStore();
  // Back from a profile: the card it was opened from takes the focus (scroll padding keeps it clear of the header).
  // `members` is a new array on each render of the page: the check runs then, and does nothing once it is done.
  useEffect(() => {
    const id = store.get(focusCardAtom);
    if (!id || !list.current || list.current.ownerDocument.querySelector('[role="dialog"]')) return;
    const button = list.current.querySelector<HTMLElement>(`li[data-member-id="${CSS.escape(id)}"] h3 button`);
    if (!button) return;
    store.set(focusCardAtom, null);
    button.focus({ preventScroll: true });
    // The whole card in view, below the sticky header (the html's scroll padding), not only its name.
    button.closest('li')?.scrollIntoView({ block: 'nearest' });
    // The closing dialog hands focus back to what was focused before it opened (a card that is gone) a tick later.
    setTimeout(() => {
      if (button.isConnected && button.ownerDocument.activeElement === button.ownerDocument.body) button.focus();
    }, 50);
  }, [members, store]);
  return (
    <ul ref={list} className={styles.grid} data-view={view} data-testid={testId}>
      {members.map((m, index) => (
        <li key={m.id} data-member-id={m.id}>
          <MemberCard
            layout={view}
            priority={index < 2}
            name={m.name}
            age={m.age}
            location={m.location}
            photos={m.photos}
            online={onlineOf(presence, m.id, m.online)}
            verified={m.verified}
            premium={m.premium}
            liked={liked.has(m.id)}
            likeBusy={pending.has(m.id)}
            labels={labelsFor(m.name)}
            onOpen={() => onOpen(m)}
            onLike={() => onLike(m)}
            onMessage={() => onMessage(m)}
            data-testid="member-card"
          />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${i}`}>
          <MemberCardSkeleton layout={view} />
        </li>
      ))}
    </ul>
  );
}
