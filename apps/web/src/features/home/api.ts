import type { EndpointReply, userEndpoints } from '@kindred/core';
import type { OnlinePerson } from '@kindred/ui';
import { api } from '../../lib/http';

type Reply<E extends 'browse' | 'onlineTeaser'> = EndpointReply<(typeof userEndpoints)[E]>['data'][number];

const listOf = <T>(reply: unknown): T[] => {
  if (Array.isArray(reply)) return reply as T[];
  const data = (reply as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as T[];
  const users = (data as { users?: unknown } | null)?.users;
  return Array.isArray(users) ? (users as T[]) : [];
};

/**
 * People online for the home page, at most 12: the public teaser for visitors (GET /api/users/online-teaser),
 * the members list for members (GET /api/users?online=true&limit=12). Both replies are typed by the contract (types
 * only) and read with the plain client, so `call` and the endpoint tables stay out of the visitor entry, and as
 * leniently as before with an unexpected reply. Any failure is an empty list, which the page answers with the
 * sample (docs/product/public-pages.md).
 */
export async function fetchPeopleOnline(token: string | null): Promise<OnlinePerson[]> {
  try {
    if (token) {
      const reply = await api('/users', {
        query: { online: true, limit: 12 },
        toast: false,
        headers: { Authorization: `Bearer ${token}` },
      });
      return listOf<Reply<'browse'>>(reply)
        .slice(0, 12)
        .map((m) => ({
          id: m._id,
          nickname: m.nickname,
          age: m.details?.age ?? null,
          location: m.details?.location ?? null,
          photo: m.avatar ?? m.photo ?? null,
        }));
    }
    const reply = await api('/users/online-teaser', { auth: false, toast: false });
    // The teaser names no member (decision 0050): a card's key is its place.
    return listOf<Reply<'onlineTeaser'>>(reply)
      .slice(0, 12)
      .map((p, i) => ({
        id: `online-${i}`,
        nickname: p.nickname,
        age: p.age ?? null,
        location: p.location ?? null,
        photo: p.photo ?? null,
      }));
  } catch {
    return [];
  }
}
