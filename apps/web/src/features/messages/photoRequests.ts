/**
 * The chat header's approve-photo-requests button (docs/product/photos-and-privacy.md): shown while the partner has asked to
 * see this member's private photos (GET /api/users/photos/permissions?requestedBy=…&status=pending); pressing it
 * approves that partner's requests (POST /api/users/photos/approve-all) and says 'Approved {n} photo request(s).';
 * a PAID approver also tells the partner in the conversation (a FREE one cannot send text: decision 0123). A
 * failure says 'Error approving requests: …' and leaves the note 'Failed to approve photo requests.' in the
 * conversation. A request that arrives while the conversation is open shows the button at once.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { photoAccessEndpoints } from '@kindred/core';
import { call } from '../../lib/call';
import { realtimeAtom } from '../../lib/socketState';
import { chatNotesAtom } from './atoms';

/** The partner's pending requests to see this member's private photos. */
export const pendingPhotoRequests = (partnerId: string) =>
  call(
    photoAccessEndpoints.list,
    { query: { requestedBy: partnerId, status: 'pending' } },
    { noCache: true, toast: false },
  ).then((r) => r.count);

/** Approves every pending request of the partner; the number approved. */
export const approvePhotoRequests = (partnerId: string) =>
  call(photoAccessEndpoints.approveAll, { body: { requesterId: partnerId } }, { toast: false }).then(
    (r) => r.approvedCount,
  );

export interface PhotoRequestsOptions {
  /** The approval went through: `count` requests approved. */
  onApproved: (count: number) => void;
  /** The approval failed (the reason in the member's language when the server gave one). */
  onFailed: (error: unknown) => void;
}

/** The partner's pending photo requests and the approval, for the conversation's header. */
export function usePhotoRequests(partnerId: string, { onApproved, onFailed }: PhotoRequestsOptions) {
  const realtime = useAtomValue(realtimeAtom);
  const addNote = useSetAtom(chatNotesAtom);
  const [pending, setPending] = useState(0);
  const [approving, setApproving] = useState(false);
  const live = useRef(true);

  const refresh = useCallback(() => {
    void pendingPhotoRequests(partnerId)
      .then((count) => {
        if (live.current) setPending(count);
      })
      .catch(() => undefined);
  }, [partnerId]);

  useEffect(() => {
    live.current = true;
    refresh();
    return () => {
      live.current = false;
    };
  }, [refresh]);

  useEffect(
    () =>
      realtime?.on('photoPermissionRequestReceived', (payload) => {
        if (payload?.requester?._id === partnerId) refresh();
      }),
    [realtime, partnerId, refresh],
  );

  const approve = async () => {
    if (approving) return;
    setApproving(true);
    try {
      const count = await approvePhotoRequests(partnerId);
      if (!live.current) return;
      setPending(0);
      onApproved(count);
    } catch (error) {
      if (!live.current) return;
      addNote((notes) => [...notes, { id: crypto.randomUUID(), partnerId, kind: 'photosFailed', at: Date.now() }]);
      onFailed(error);
    } finally {
      if (live.current) setApproving(false);
    }
  };

  return { pending, approving, approve };
}
