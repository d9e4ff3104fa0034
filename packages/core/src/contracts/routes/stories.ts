/**
 * The stories area's HTTP routes (docs/product/stories.md; decisions: Stories and comments; Tiers and limits): the list (or
 * the strip's groups), creation (JSON text, or multipart with one image or video, read from the stream by the
 * server), one member's stories, one story with its first comments, views, reactions, viewers, comments and
 * deletion. Only the author sees who viewed or reacted; anyone else sees counts and their own view and reaction.
 * New stories, comments and reactions also reach sockets (contracts/socket.ts).
 */
import { z } from 'zod';
import { reactionTypes } from '../../options/options';
import { storiesListQuery, storyCommentSchema, storyReactionSchema, storyTextSchema } from '../../validation/schemas';
import { flatReply, okReply, route } from '../route';
import { idParams, isoDate } from './common';

const id = z.string().describe('24-hex id');
const storyMediaTypes = ['text', 'image', 'video'] as const;
const reactionType = z.enum(reactionTypes);

/** A member on a story or in the author's lists: `avatar` is their avatar's address (`/api/avatars/<id>`). */
const storyMemberSchema = z.strictObject({ _id: id, nickname: z.string(), avatar: z.string() });

/** One reaction: the author reads every one (with its time), anyone else only their own (without). */
export const storyReactionItemSchema = z.strictObject({
  user: id,
  reactionType,
  createdAt: isoDate.optional(),
});

/** A story as its viewer may see it (the author: every viewer and reaction; anyone else: their own). */
export const storyItemSchema = z.strictObject({
  _id: id,
  user: storyMemberSchema,
  mediaType: z.enum(storyMediaTypes),
  /** The same as `mediaType` (the spec's clients read either). */
  type: z.enum(storyMediaTypes),
  content: z.string().optional(),
  mediaUrl: z.string().optional(),
  /** A small image for the strip (image stories). */
  thumbnailUrl: z.string().optional(),
  backgroundStyle: z.string().optional().describe("One of core's gradient ids"),
  backgroundColor: z.string().optional(),
  fontStyle: z.string().optional().describe("One of core's font ids"),
  createdAt: isoDate,
  expiresAt: isoDate,
  viewers: z.array(id),
  reactions: z.array(storyReactionItemSchema),
  /** The viewer has seen it (their own stories count as seen). */
  seen: z.boolean(),
  reactionCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  /** The viewer may comment (the author's allowStoryReplies). */
  canComment: z.boolean(),
});
export type StoryItem = z.input<typeof storyItemSchema>;

/** One entry of the strip (`?view=groups`): a member's stories in posting order (core's `groupStories`). */
export const storyGroupItemSchema = z.strictObject({
  user: z.strictObject({ _id: id, nickname: z.string(), avatar: z.string().nullable().optional() }),
  stories: z.array(storyItemSchema),
  latestAt: isoDate,
  /** Some story of the member is not yet seen by the viewer (the ring colour). */
  hasUnseen: z.boolean(),
});
export type StoryGroupItem = z.input<typeof storyGroupItemSchema>;

/** A comment on a story. */
export const storyCommentItemSchema = z.strictObject({
  _id: id,
  story: id,
  user: z.strictObject({ _id: id, nickname: z.string(), photo: z.string() }),
  content: z.string(),
  createdAt: isoDate,
});
export type StoryCommentItem = z.input<typeof storyCommentItemSchema>;

const message = z.string();

export const storyRoutes = {
  list: route({
    method: 'GET',
    path: '/api/stories',
    summary: 'The active stories the caller may see (at most the 500 newest), or the strip grouped by member.',
    query: storiesListQuery.extend({
      view: storiesListQuery.shape.view.describe(
        'Without `view` (or `view=list`): the active stories, newest first, each with its `user`. ' +
          "`view=groups`: the strip — one entry per member (`user`, `stories` in posting order, `latestAt`, `hasUnseen`), the caller's own first.",
      ),
    }),
    reply: okReply(z.union([z.array(storyItemSchema), z.array(storyGroupItemSchema)])),
  }),
  create: route({
    method: 'POST',
    path: '/api/stories',
    summary:
      'Creates a story (verified members; FREE members once per 72 hours): a JSON text story, or multipart with ' +
      'one image or video (or, without a file, the text fields); 201 with the story.',
    body: storyTextSchema
      .optional()
      .describe(
        'A text story: content (1–150 characters after trim); backgroundStyle and fontStyle by preset id or by ' +
          "the original client's CSS for it (stored as the id); backgroundColor `#rgb` / `#rrggbb`. A multipart " +
          'request carries one file (`media`) instead.',
      ),
    reply: okReply(storyItemSchema, { message }),
  }),
  ofMember: route({
    method: 'GET',
    path: '/api/stories/user/:id',
    summary: "One member's active stories in posting order.",
    params: idParams,
    reply: okReply(z.array(storyItemSchema)),
  }),
  deleteComment: route({
    method: 'DELETE',
    path: '/api/stories/comments/:id',
    summary: "Deletes one of the caller's own comments.",
    params: idParams,
    reply: flatReply({ message }),
  }),
  one: route({
    method: 'GET',
    path: '/api/stories/:id',
    params: idParams,
    summary: 'One story with its first 50 comments (`/post/{id}`).',
    reply: okReply(storyItemSchema.extend({ comments: z.array(storyCommentItemSchema), hasMoreComments: z.boolean() })),
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/stories/:id',
    params: idParams,
    summary: "Deletes the author's story with its views, reactions, comments and media.",
    reply: flatReply({ message }),
  }),
  view: route({
    method: 'POST',
    path: '/api/stories/:id/view',
    params: idParams,
    summary: "Records the caller's view (once per member; the author's own views are not counted).",
    reply: okReply(z.strictObject({ viewed: z.literal(true), firstView: z.boolean() })),
  }),
  react: route({
    method: 'POST',
    path: '/api/stories/:id/react',
    params: idParams,
    summary: "Reacts to a story (one reaction per member: a new one replaces it); the story's reactions after it.",
    body: storyReactionSchema,
    reply: okReply(z.array(storyReactionItemSchema), { message }),
  }),
  unreact: route({
    method: 'DELETE',
    path: '/api/stories/:id/react',
    params: idParams,
    summary: "Removes the caller's reaction; the story's reactions after it.",
    reply: okReply(z.array(storyReactionItemSchema), { message }),
  }),
  reactions: route({
    method: 'GET',
    path: '/api/stories/:id/reactions',
    params: idParams,
    summary: 'Reactions by type; who reacted only for the author (anyone else: their own).',
    reply: okReply(
      z.strictObject({
        reactions: z.array(z.strictObject({ user: storyMemberSchema, reactionType, createdAt: isoDate })),
        counts: z.partialRecord(reactionType, z.number().int().positive()),
        total: z.number().int().nonnegative(),
        mine: reactionType.nullable(),
      }),
    ),
  }),
  viewers: route({
    method: 'GET',
    path: '/api/stories/:id/viewers',
    params: idParams,
    summary: "Who viewed the author's story, newest first.",
    reply: okReply(z.array(z.strictObject({ user: storyMemberSchema, viewedAt: isoDate }))),
  }),
  comments: route({
    method: 'GET',
    path: '/api/stories/:id/comments',
    params: idParams,
    summary: 'Comments in posting order, a page at a time after `after` (a comment id).',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(50),
      after: z
        .string()
        .regex(/^[0-9a-f]{24}$/)
        .optional(),
    }),
    reply: okReply(z.array(storyCommentItemSchema), { hasMore: z.boolean() }),
  }),
  comment: route({
    method: 'POST',
    path: '/api/stories/:id/comments',
    params: idParams,
    summary: "Comments on a story (as the author's allowStoryReplies lets the caller); 201 with the comment.",
    body: storyCommentSchema,
    reply: okReply(storyCommentItemSchema, { message }),
  }),
};
