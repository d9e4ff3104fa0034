import type { EndpointReply, userEndpoints } from '@kindred/core';
import type { OnlinePerson } from '@kindred/ui';
import { api } from '../../lib/http';

interface TeaserEntry {
  _id?: string;
  id?: string;
  nickname: string;
  age?: number | null;
  location?: string | null;
  photo?: string | null;
}

const listOf = <T>(reply: unknown): T[] => {
  if (Array.isArray(reply)) return reply as T[];
  const data = (reply as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as T[];
  const users = (data as { users?: unknown } | null)?.users;
  return Array.isArray(users) ? (users as T[]) : [];
};

/**
 * People online for the home page, at most 12: the public teaser for visitors (GET /api/users/online-teaser),
 * the members list for members (GET /api/users?online=true&limit=12, its cards typed by the contract; the plain
 * client, so `call` stays out of the visitor entry, and as lenient with an unexpected reply). Any failure is an empty list, which the page answers with the
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
      return listOf<EndpointReply<typeof userEndpoints.browse>['data'][number]>(reply)
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
    return listOf<TeaserEntry>(reply)
      .slice(0, 12)
      .map((p, i) => ({
        id: p._id ?? p.id ?? `online-${i}`,
        nickname: p.nickname,
        age: p.age ?? null,
        location: p.location ?? null,
        photo: p.photo ?? null,
      }));
  } catch {
    return [];
  }
}
