import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/client';
import { codeForStatus, HttpError } from './errors';

/**
 * Every failure leaves as `{ success: false, error, code }` with a 4xx for anything the client caused.
 * Unknown errors are logged and reported as 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance, options: { spaFallback?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      void reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ success: false, error: error.message, code: error.code });
      return;
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      const message = error.validation ? 'Invalid request' : status === 413 ? 'Payload too large' : error.message;
      void reply.status(status).send({ success: false, error: message, code });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or not answering (db/embedded.ts supervises the embedded one): a
      // temporary condition the client may retry, never a 500.
      request.log.warn({ err: error }, 'database unavailable');
      void reply.status(503).header('retry-after', '5').send({
        success: false,
        error: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    void reply
      .status(500)
      .send({ success: false, error: 'Something went wrong. Please try again later.', code: 'INTERNAL_ERROR' });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    const isAppPath = !/^\/(api|socket\.io|uploads)(\/|$)/.test(url);
    if (options.spaFallback && request.method === 'GET' && isAppPath) {
      // Client-side routes of the web app: index.html, never cached.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
  });
}
