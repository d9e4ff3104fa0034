import { MemberCard, MemberCardSkeleton, type MemberCardLabels } from '@kindred/ui';
import { useAtomValue } from 'jotai';
import { onlineOf, presenceAtom } from '../../../lib/socketState';
import type { DashboardView } from '../atoms';
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
  return (
    <ul className={styles.grid} data-view={view} data-testid={testId}>
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
