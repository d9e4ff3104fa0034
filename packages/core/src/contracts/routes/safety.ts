/**
 * Likes, blocks and reports (docs/product/likes-and-matches.md; decisions: Likes, matches, blocks, reports). Replies are flat, as the
 * spec's clients read them.
 */
import { z } from 'zod';
import { reportSchema } from '../../validation/schemas';
import { flatReply, route } from '../route';
import { idParams } from './common';

const message = z.string();
/** FREE members only: likes left today after this one; omitted for premium members (unlimited), never null. */
const likesRemaining = z.number().int().nonnegative().optional();

export const safetyRoutes = {
  like: route({
    method: 'POST',
    path: '/api/users/:id/like',
    summary: 'Likes a member (FREE members: a daily allowance); `isMatch` when they liked the caller too.',
    params: idParams,
    reply: z.union([
      flatReply({ message, isMatch: z.boolean(), likesRemaining }),
      flatReply({ message, alreadyLiked: z.literal(true), likesRemaining }),
    ]),
  }),
  unlike: route({
    method: 'DELETE',
    path: '/api/users/:id/like',
    summary: 'Takes a like back.',
    params: idParams,
    reply: flatReply({ message }),
  }),
  block: route({
    method: 'POST',
    path: '/api/users/:id/block',
    summary: 'Blocks a member (both sides stop seeing each other); `alreadyBlocked` when nothing changed.',
    params: idParams,
    reply: flatReply({ alreadyBlocked: z.boolean(), message }),
  }),
  unblock: route({
    method: 'DELETE',
    path: '/api/users/:id/block',
    summary: 'Lifts a block of the caller (the same reply for every well-formed id).',
    params: idParams,
    reply: flatReply({ message }),
  }),
  report: route({
    method: 'POST',
    path: '/api/users/:id/report',
    summary: 'Reports a member to moderation with a reason.',
    params: idParams,
    body: reportSchema,
    reply: flatReply({ message }),
  }),
};
