/**
 * Stories over HTTP (docs/product/stories.md; decisions: Stories and comments; Tiers and limits), registered from the HTTP
 * contract (decision 0127; core's contracts/routes/stories.ts). Every id goes through the access layer: `target: 'story'` (an active story whose author the caller sees, else 404 'Story not found'),
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
  ok,
  okFields,
  storyMessages,
  storyRoutes,
  storyTextSchema,
  validationMessages,
  type StoryTextRequest,
} from '@kindred/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, ownedOf, storyOf, targetOf } from '../access/plugin';
import { contractRoute } from '../http/contractRoute';
import { badRequest, HttpError } from '../http/errors';
import { parseOr400 } from '../validation/core';
import type { NewStory } from './service';
import { mediaTooLarge, processStoryMedia, STORY_MEDIA_PREFIX } from './storage';
import { routeLimit } from '../http/limits';
import { uploadRoutes } from '../http/uploads';

const storyId = { idMessage: storyMessages.invalidStoryId } as const;

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

  /**
   * The new story of a request: JSON (text, the body the contract parsed), or multipart with one file (or, without
   * a file, the text fields).
   */
  const readNewStory = async (request: FastifyRequest, text: StoryTextRequest | undefined): Promise<NewStory> => {
    if (text) return { kind: 'text', text };
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
  contractRoute(app, storyRoutes.list, { access: 'member' }, async ({ query }, request) => {
    const viewerId = callerOf(request).id;
    const list = await stories.list(viewerId);
    return ok(query.view === 'groups' ? groupStories(list, viewerId) : list);
  });

  await uploadRoutes(app, (scope) =>
    contractRoute(
      scope,
      storyRoutes.create,
      {
        access: 'verified',
        loginMessage: storyMessages.loginRequired,
        changes: [],
        rateLimit: routeLimit('storyPosts', 30 * m, '1 minute'),
      },
      async ({ body }, request, reply) => {
        const caller = callerOf(request);
        const story = await stories.create(caller, await readNewStory(request, body));
        void reply.code(201);
        return ok(story, { message: storyMessages.created });
      },
    ),
  );

  contractRoute(app, storyRoutes.ofMember, { access: 'member', target: 'visible' }, async (_input, request) =>
    ok(await stories.ofMember(callerOf(request).id, targetOf(request).id)),
  );

  contractRoute(
    app,
    storyRoutes.deleteComment,
    { access: 'member', owns: 'comment', changes: [], idMessage: validationMessages.invalidCommentId },
    async (_input, request) => {
      await stories.deleteComment(callerOf(request).id, ownedOf(request).id);
      return okFields({ message: storyMessages.commentDeleted });
    },
  );

  contractRoute(app, storyRoutes.one, { access: 'member', target: 'story', ...storyId }, async (_input, request) => {
    const caller = callerOf(request);
    const story = storyOf(request);
    const [one, page] = await Promise.all([
      stories.one(caller.id, story.id),
      stories.comments(caller.id, story.id, { limit: 50 }),
    ]);
    return ok({ ...one, comments: page.comments, hasMoreComments: page.hasMore });
  });

  contractRoute(
    app,
    storyRoutes.remove,
    { access: 'member', owns: 'story', changes: [], ...storyId },
    async (_input, request) => {
      await stories.remove(callerOf(request).id, storyOf(request));
      return okFields({ message: storyMessages.deleted });
    },
  );

  const often = routeLimit('storyActions', 240 * m, '1 minute');

  contractRoute(
    app,
    storyRoutes.view,
    { access: 'member', target: 'story', changes: [], rateLimit: often, ...storyId },
    async (_input, request) => ok(await stories.view(callerOf(request).id, storyOf(request))),
  );

  contractRoute(
    app,
    storyRoutes.react,
    {
      access: 'member',
      target: 'story',
      loginMessage: storyMessages.mustLogInToReact,
      changes: [],
      rateLimit: often,
      ...storyId,
    },
    async ({ body }, request) => {
      const reactions = await stories.react(callerOf(request), storyOf(request), body.reactionType);
      return ok(reactions, { message: storyMessages.reactionRecorded });
    },
  );

  contractRoute(
    app,
    storyRoutes.unreact,
    { access: 'member', target: 'story', changes: [], rateLimit: often, ...storyId },
    async (_input, request) => {
      const reactions = await stories.unreact(callerOf(request), storyOf(request));
      return ok(reactions, { message: storyMessages.reactionRemoved });
    },
  );

  contractRoute(
    app,
    storyRoutes.reactions,
    { access: 'member', target: 'story', ...storyId },
    async (_input, request) => ok(await stories.reactions(callerOf(request), storyOf(request))),
  );

  contractRoute(app, storyRoutes.viewers, { access: 'member', owns: 'story', ...storyId }, async (_input, request) =>
    ok(await stories.viewers(callerOf(request).id, storyOf(request))),
  );

  contractRoute(
    app,
    storyRoutes.comments,
    { access: 'member', target: 'story', ...storyId },
    async ({ query }, request) => {
      const page = await stories.comments(callerOf(request).id, storyOf(request).id, query);
      return ok(page.comments, { hasMore: page.hasMore });
    },
  );

  contractRoute(
    app,
    storyRoutes.comment,
    {
      access: 'member',
      target: 'story',
      changes: [],
      rateLimit: routeLimit('storyComments', 60 * m, '1 minute'),
      ...storyId,
    },
    async ({ body }, request, reply) => {
      const comment = await stories.addComment(callerOf(request), storyOf(request), body.content);
      void reply.code(201);
      return ok(comment, { message: storyMessages.commentAdded });
    },
  );
}
