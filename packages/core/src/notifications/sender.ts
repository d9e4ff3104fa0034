/** Who a notification is from (docs/product/notifications.md: the sender, or one of the members its data names). */
import type { Notification } from '../contracts/entities';
import { extractId } from '../identity/id';

/** The other member behind a notification: sender, then data.sender/requester/owner/user/matchedUser/commenter. */
export function notificationSenderId(n: Pick<Notification, 'sender' | 'data'>): string | null {
  const d = n.data ?? {};
  for (const candidate of [n.sender, d.sender, d.requester, d.owner, d.user, d.matchedUser, d.commenter]) {
    const id = extractId(candidate);
    if (id) return id;
  }
  return null;
}
