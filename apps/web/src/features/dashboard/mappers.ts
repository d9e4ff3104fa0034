// What each dashboard list gives the grid: browse cards, matches and both directions of likes as grid members.
import { isPremium, type MemberCard as MemberCardData } from '@kindred/core';
import type { LikedEntry, LikedMeEntry, MatchedMember } from './api';
import type { GridMember } from './components/BrowseGrid';

/** A location as the reader's language names it (lib/placeName). */
export type Place = (location: string | null | undefined) => string | null;

export function fromCard(card: MemberCardData, place: Place): GridMember {
  return {
    id: card._id,
    name: card.nickname,
    age: card.details?.age ?? null,
    location: place(card.details?.location),
    photos: [card.photo ?? card.avatar].filter((p): p is string => Boolean(p)),
    online: card.isOnline,
    verified: card.isVerified,
    premium: isPremium(card.accountTier),
  };
}

export function fromMatch(m: MatchedMember, place: Place): GridMember {
  const photos = (m.photos ?? []).map((p) => p.thumbnailUrl ?? p.url).filter((u): u is string => Boolean(u));
  return {
    id: m._id,
    name: m.nickname,
    age: m.details?.age ?? null,
    location: place(m.details?.location),
    photos: photos.length ? photos : m.photo ? [m.photo] : [],
    online: m.isOnline,
    verified: m.isVerified,
    premium: isPremium(m.accountTier),
  };
}

export function fromLikedMe(entry: LikedMeEntry): GridMember {
  return {
    id: entry.sender._id,
    name: entry.sender.nickname,
    photos: entry.sender.photo ? [entry.sender.photo] : [],
  };
}

export function fromLiked(entry: LikedEntry): GridMember {
  return {
    id: entry.recipient._id,
    name: entry.recipient.nickname,
    photos: entry.recipient.photo ? [entry.recipient.photo] : [],
  };
}
