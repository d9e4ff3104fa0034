/**
 * The notifications area's routes (decisions: Notifications; decision 0022). The item is the one the socket's
 * `notification` event pushes too.
 */
import { z } from 'zod';
import { isValidId } from '../../identity/id';
import { notificationMessages } from '../../notifications/merge';
import { notificationTypes } from '../entities';
import { flatReply, okReply, route } from '../route';
import { cursorQuery, idParams, isoDate } from './common';

const id = z.string().describe('24-hex id');

/** What the item's `data` may name (which member, story, call… it is about); other keys are kept as stored. */
export const notificationDataSchema = z.looseObject({
  sender: id.optional(),
  requester: id.optional(),
  owner: id.optional(),
  user: id.optional(),
  matchedUser: id.optional(),
  commenter: id.optional(),
  status: z.enum(['none', 'pending', 'approved', 'rejected']).optional(),
  postId: id.optional(),
  referenceId: id.optional(),
  storyId: id.optional(),
  callId: z.string().optional(),
});

/** One item of the list, as the server sends it (its reply allow-list). */
export const notificationItemSchema = z.strictObject({
  _id: id,
  type: z.enum(notificationTypes),
  title: z.string(),
  /** The item's text in English (merged items count: "3 new messages"). */
  message: z.string(),
  /** Absent when the sender's account is gone. */
  sender: z.strictObject({ _id: id, nickname: z.string(), photo: z.string().nullable() }).optional(),
  data: notificationDataSchema,
  read: z.boolean(),
  /** 1, or how many events merged into it. */
  count: z.number().int().positive(),
  isMatch: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** A notification as the list sends it (what `notificationView` builds on the server). */
export type NotificationItem = z.input<typeof notificationItemSchema>;

const unreadCount = z.number().int().nonnegative().describe("The caller's unread items after the call");
const markedReply = flatReply({
  updated: z.number().int().nonnegative().describe('Items this call marked read'),
  unreadCount,
});

export const notificationRoutes = {
  list: route({
    method: 'GET',
    path: '/api/notifications',
    summary: "The caller's items, latest activity first (keyset paging), with the unread count.",
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(20),
      cursor: cursorQuery,
      unread: z.enum(['true', 'false']).optional(),
    }),
    reply: okReply(z.array(notificationItemSchema), {
      unreadCount,
      hasMore: z.boolean(),
      nextCursor: z.string().nullable(),
    }),
  }),
  read: route({
    method: 'PUT',
    path: '/api/notifications/read',
    summary: "Marks these items read (ids of other members' items change nothing).",
    body: z.object({
      ids: z.array(z.string().refine(isValidId, notificationMessages.invalidId)).min(1).max(500),
    }),
    reply: markedReply,
  }),
  readAll: route({
    method: 'PUT',
    path: '/api/notifications/read-all',
    summary: 'Marks every item read.',
    reply: markedReply,
  }),
  readOne: route({
    method: 'PUT',
    path: '/api/notifications/:id/read',
    summary: "Marks one of the caller's items read.",
    params: idParams,
    reply: markedReply,
  }),
};
