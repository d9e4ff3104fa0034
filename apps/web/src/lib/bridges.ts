import { atom } from 'jotai';

/**
 * The seams between member features that must not import each other (features compose through routes and the
 * shell). Each atom has one writer and one reader named below; both load on demand.
 */

/** A member another screen wants to talk to or call: enough to draw the chat header or the call screen at once. */
export interface PartnerRef {
  id: string;
  nickname: string;
  /** Avatar URL (already resolved with core's `avatarUrl`), or null for initials. */
  photoUrl: string | null;
}

/**
 * Open the embedded chat panel with a member (`openChat`, docs/product/README.md): written by cards and the profile modal,
 * read by the messages feature's panel, which the member shell mounts on demand. Null: closed.
 */
export const chatPanelAtom = atom<PartnerRef | null>(null);

/**
 * Start a video call with a member: written by the chat header's call button, read (and cleared) by the calls
 * feature, whose code loads only when a call starts or rings.
 */
export const callRequestAtom = atom<PartnerRef | null>(null);

/** A note the calls feature adds to a conversation ('Video call ended.', a decline…), shown by the chat. */
export interface CallNote {
  id: string;
  partnerId: string;
  /** `declined`: the partner declined my call; `youDeclined`: I declined theirs. */
  kind: 'ended' | 'declined' | 'youDeclined' | 'missed' | 'failed';
  /** Epoch milliseconds. */
  at: number;
}

/** Written by the calls feature when a call ends; read by the messages feature to show system notes. */
export const callNotesAtom = atom<readonly CallNote[]>([]);

/** The partner of the call under way (ringing or active), for screens that show it; null when none. */
export const activeCallPartnerAtom = atom<string | null>(null);

/** A member this member just matched with: their name and photo (URL or null for initials). */
export interface MatchRef {
  id: string;
  name: string;
  photo: string | null;
}

/**
 * The match moment ('It's a match!', both photos) while set. Written by a like that completes a match (the
 * dashboard's cards, the profile modal: the like's own reply) and by the notifications' socket handler when the
 * other member completes it (`newLike` with `isMatch`); read by the member shell, which shows it over any page.
 */
export const matchMomentAtom = atom<MatchRef | null>(null);

/**
 * Open the story viewer on a member's stories (a `story` notification: docs/product/README.md "no route; opens the story
 * viewer"): written by the notifications feature, read (and cleared) by the stories feature's viewer.
 */
export const storyViewerRequestAtom = atom<{ userId: string | null; storyId: string | null } | null>(null);
