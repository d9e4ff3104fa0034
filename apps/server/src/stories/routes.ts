/**
 * Stories over HTTP (spec 000 §7; decisions: Stories and comments; Tiers and limits). Every id goes through the
 * access layer: `target: 'story'` (an active story whose author the caller sees, else 404 'Story not found'),
 * `owns: 'story'` (the author only, else 403), `owns: 'comment'` (the caller's own comment, else 404).
 *
 *   GET    /api/stories                        active stories, newest first, each with its author and seen state
 *                                               (`?view=groups`: the strip, grouped by member by core's rule)
 *   POST   /api/stories                        create: JSON text story, or multipart with one image / video
 *   GET    /api/stories/user/:id               one member's active stories
 *   DELETE /api/stories/comments/:id           delete one's own comment
 *   GET    /api/stories/:id                    one story with its first comments (`/post/{id}`)
 *   DELETE /api/stories/:id                    delete (author; media removed)
 *   POST   /api/stories/:id/view               record a view (once per member)
 *   POST   /api/stories/:id/react              react (one per member; a new one replaces it)
 *   DELETE /api/stories/:id/react              remove one's reaction
 *   GET    /api/stories/:id/reactions          counts by type (who reacted: author only)
 *   GET    /api/stories/:id/viewers            who viewed (author only)
 *   GET    /api/stories/:id/comments           comments, a page at a time
 *   POST   /api/stories/:id/comments           comment (the author's allowStoryReplies)
 *
 * A periodic job deletes expired stories and their media (jobs/storyExpiry.ts).
 */
import fastifyStatic from '@fastify/static';
import {
  apiErrorMessages,
  groupStories,
  storiesListQuery,
  storyCommentSchema,
  storyMessages,
  storyReactionSchema,
  storyTextSchema,
  validationMessages,
} from '@kindred/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, ownedOf, storyOf, targetOf } from '../access/plugin';
import { badRequest, HttpError } from '../http/errors';
import { parseOr400 } from '../validation/core';
import type { NewStory } from './service';
import { mediaTooLarge, processStoryMedia, STORY_MEDIA_PREFIX } from './storage';
import { routeLimit } from '../http/limits';

const storyId = { idMessage: storyMessages.invalidStoryId } as const;
const commentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  after: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional(),
});

export async function registerStoryRoutes(app: FastifyInstance) {
  const m = app.kindred.config.rateLimitMultiplier;
  const { stories, storyStorage: storage } = app.kindred.services;

  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: STORY_MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    // Random names, gone after 24 hours: an hour in caches bounds how long a deleted story's copy lingers.
    maxAge: 60 * 60 * 1000,
    immutable: false,
  });

  /** The new story of a request: JSON (text), or multipart with one file (or, without a file, the text fields). */
  const readNewStory = async (request: FastifyRequest): Promise<NewStory> => {
    if (!request.isMultipart()) return { kind: 'text', text: parseOr400(storyTextSchema, request.body) };
    let bytes: Buffer | null = null;
    const fields: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (bytes) throw badRequest(storyMessages.uploadOneFile);
          bytes = await part.toBuffer();
        } else if (['content', 'backgroundStyle', 'backgroundColor', 'fontStyle'].includes(part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw mediaTooLarge();
      if (code === 'FST_FILES_LIMIT') throw badRequest(storyMessages.uploadOneFile);
      throw badRequest(apiErrorMessages.invalidUpload);
    }
    if (bytes && bytes.length > 0) return { kind: 'media', media: await processStoryMedia(bytes) };
    if ('content' in fields) return { kind: 'text', text: parseOr400(storyTextSchema, fields) };
    throw badRequest(storyMessages.mediaUnsupported);
  };

  // Literal paths first.
  app.get('/api/stories', { config: { access: 'member' } }, async (request) => {
    const { view } = parseOr400(storiesListQuery, request.query);
    const viewerId = callerOf(request).id;
    const list = await stories.list(viewerId);
    return { success: true, data: view === 'groups' ? groupStories(list, viewerId) : list };
  });

  app.post(
    '/api/stories',
    {
      config: {
        access: 'verified',
        loginMessage: storyMessages.loginRequired,
        changes: [],
        rateLimit: routeLimit('storyPosts', 30 * m, '1 minute'),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const story = await stories.create(caller, await readNewStory(request));
      return reply.code(201).send({ success: true, message: storyMessages.created, data: story });
    },
  );

  app.get('/api/stories/user/:id', { config: { access: 'member', target: 'visible' } }, async (request) => ({
    success: true,
    data: await stories.ofMember(callerOf(request).id, targetOf(request).id),
  }));

  app.delete(
    '/api/stories/comments/:id',
    { config: { access: 'member', owns: 'comment', changes: [], idMessage: validationMessages.invalidCommentId } },
    async (request) => {
      await stories.deleteComment(callerOf(request).id, ownedOf(request).id);
      return { success: true, message: storyMessages.commentDeleted };
    },
  );

  app.get('/api/stories/:id', { config: { access: 'member', target: 'story', ...storyId } }, async (request) => {
    const caller = callerOf(request);
    const story = storyOf(request);
    const [one, page] = await Promise.all([
      stories.one(caller.id, story.id),
      stories.comments(caller.id, story.id, { limit: 50 }),
    ]);
    return { success: true, data: { ...one, comments: page.comments, hasMoreComments: page.hasMore } };
  });

  app.delete(
    '/api/stories/:id',
    { config: { access: 'member', owns: 'story', changes: [], ...storyId } },
    async (request) => {
      await stories.remove(callerOf(request).id, storyOf(request));
      return { success: true, message: storyMessages.deleted };
    },
  );

  const often = routeLimit('storyActions', 240 * m, '1 minute');

  app.post(
    '/api/stories/:id/view',
    { config: { access: 'member', target: 'story', changes: [], rateLimit: often, ...storyId } },
    async (request) => ({ success: true, data: await stories.view(callerOf(request).id, storyOf(request)) }),
  );

  app.post(
    '/api/stories/:id/react',
    {
      config: {
        access: 'member',
        target: 'story',
        loginMessage: storyMessages.mustLogInToReact,
        changes: [],
        rateLimit: often,
        ...storyId,
      },
    },
    async (request) => {
      const { reactionType } = parseOr400(storyReactionSchema, request.body);
      const reactions = await stories.react(callerOf(request), storyOf(request), reactionType);
      return { success: true, message: storyMessages.reactionRecorded, data: reactions };
    },
  );

  app.delete(
    '/api/stories/:id/react',
    { config: { access: 'member', target: 'story', changes: [], rateLimit: often, ...storyId } },
    async (request) => {
      const reactions = await stories.unreact(callerOf(request), storyOf(request));
      return { success: true, message: storyMessages.reactionRemoved, data: reactions };
    },
  );

  app.get(
    '/api/stories/:id/reactions',
    { config: { access: 'member', target: 'story', ...storyId } },
    async (request) => ({ success: true, data: await stories.reactions(callerOf(request), storyOf(request)) }),
  );

  app.get('/api/stories/:id/viewers', { config: { access: 'member', owns: 'story', ...storyId } }, async (request) => ({
    success: true,
    data: await stories.viewers(callerOf(request).id, storyOf(request)),
  }));

  app.get(
    '/api/stories/:id/comments',
    { config: { access: 'member', target: 'story', ...storyId } },
    async (request) => {
      const q = parseOr400(commentsQuery, request.query);
      const page = await stories.comments(callerOf(request).id, storyOf(request).id, q);
      return { success: true, data: page.comments, hasMore: page.hasMore };
    },
  );

  app.post(
    '/api/stories/:id/comments',
    {
      config: {
        access: 'member',
        target: 'story',
        changes: [],
        rateLimit: routeLimit('storyComments', 60 * m, '1 minute'),
        ...storyId,
      },
    },
    async (request, reply) => {
      const { content } = parseOr400(storyCommentSchema, request.body);
      const comment = await stories.addComment(callerOf(request), storyOf(request), content);
      return reply.code(201).send({ success: true, message: storyMessages.commentAdded, data: comment });
    },
  );
}
