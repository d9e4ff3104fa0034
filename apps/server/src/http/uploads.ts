/**
 * Multipart bodies (a photo, a story's media, a chat attachment) are read by the routes that take them, in scopes of
 * their own with `@fastify/multipart` (decision 0230). The plugin adds two hooks to every route of the instance it is
 * registered on — an async one on each request (a `close` listener) and an async one on each response — to clean
 * up files saved to disk, which Kindred never does (its handlers read `request.parts()` into memory); registered at
 * the root, every request paid for them. Elsewhere a multipart body is taken as no body, as the plugin's own parser
 * took it, so those routes answer a multipart request as they did.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES } from '../photos/storage';

/** The limits of every multipart body: one file of at most a photo's size and a few short fields. */
export const UPLOAD_LIMITS = { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 };

const MULTIPART = 'multipart/form-data';

/** Requests that brought a multipart body to a route outside the upload scopes. */
const multipartElsewhere = new WeakSet<FastifyRequest>();

/**
 * On the root: a multipart body outside the upload routes is no body, and the request is known as multipart (as the
 * plugin's parser did), so each route answers it as before.
 */
export function acceptMultipartAsNoBody(app: FastifyInstance): void {
  app.addContentTypeParser(MULTIPART, (request, _payload, done) => {
    multipartElsewhere.add(request);
    done(null);
  });
}

/** Registers `routes` in a scope where multipart bodies are parsed (`request.parts()`, `request.isMultipart()`). */
export async function uploadRoutes(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser(MULTIPART);
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    await routes(scope);
  });
}

/** Whether the request brought a multipart body (`request.isMultipart()` of the plugin, on any route). */
export function isMultipartRequest(request: FastifyRequest): boolean {
  const method = (request as { isMultipart?: () => boolean }).isMultipart;
  return typeof method === 'function' ? method.call(request) : multipartElsewhere.has(request);
}
