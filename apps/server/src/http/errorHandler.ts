import type { Duplex } from 'node:stream';
import { apiErrorMessages } from '@kindred/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/client';
import { codeForStatus, failureBody, HttpError, messageForStatus } from './errors';

/**
 * Every failure leaves as `{ success: false, error, code, messageKey? }` with a 4xx for anything the client
 * caused. Unknown errors are logged and reported as 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // A 429 says when to try again in the body too (`retryAfter`, seconds), as its Retry-After does.
      const retryAfter = error.statusCode === 429 ? Number(error.headers['retry-after']) : NaN;
      void reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(
          failureBody(
            error.message,
            error.code,
            error.messageKey,
            Number.isFinite(retryAfter) ? retryAfter : undefined,
          ),
        );
      return;
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Framework and plugin errors (body parser, multipart, router) may quote the request: a fixed message.
      void reply.status(status).send(failureBody(messageForStatus(status), codeForStatus(status)));
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or not answering (db/embedded.ts supervises the embedded one): a
      // temporary condition the client may retry, never a 500.
      request.log.warn({ err: error }, 'database unavailable');
      void reply
        .status(503)
        .header('retry-after', '5')
        .send(failureBody(DATABASE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE'));
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    void reply.status(500).send(failureBody('Something went wrong. Please try again later.', 'INTERNAL_ERROR'));
  });

  // Client-side routes of the web app are answered by web/serve.ts before they get here.
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(failureBody('Not found', 'NOT_FOUND')));
}

/**
 * Fastify's `frameworkErrors`: errors the router raises before any route or hook runs (a malformed
 * percent-encoding → 400 `FST_ERR_BAD_URL`, a path parameter over `maxParamLength` → 414). Fastify's own reply
 * quotes the path; these use the API's envelope instead and never echo the request.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message = status === 400 ? 'The address is not valid' : messageForStatus(status);
  void reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(
      status >= 500
        ? failureBody('Something went wrong. Please try again later.', 'INTERNAL_ERROR')
        : failureBody(message, codeForStatus(status)),
    );
}

/**
 * Fastify's `clientErrorHandler`: errors of Node's HTTP parser, before any request exists (a malformed header
 * line, Transfer-Encoding with Content-Length, an unknown method → 400; a request line or headers over Node's
 * limit → 431). Answered in the API's envelope, never echoing the request, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    tooLarge
      ? failureBody(apiErrorMessages.headersTooLarge, 'VALIDATION_ERROR')
      : failureBody(messageForStatus(400), 'VALIDATION_ERROR'),
  );
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
