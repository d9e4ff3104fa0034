/**
 * The HTTP contract (decision 0127): every converted route as method + path + zod schemas for its params, query,
 * body and reply. apps/server registers the route from its entry (input parsed by these schemas, the handler's
 * reply type-checked against `reply`, and checked at run time outside production); the OpenAPI document is
 * generated from it; the web calls it through the zod-free descriptor in `endpoints.ts`.
 *
 * Replies keep the envelope of decisions: API conventions — `{ success: true, data, …extra }` on success and the
 * failure envelope below on refusal (stable `code`, catalogue `messageKey`).
 */
import { z } from 'zod';
import { errorCodes, type ApiFailure } from './api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchemas {
  /** Path parameters (`:id`); absent when the path has none. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success reply, envelope included (`okReply`). */
  reply: z.ZodType;
}

export interface RouteContract<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends RouteSchemas = RouteSchemas,
> {
  readonly method: M;
  /** The full path as Fastify registers it (`/api/…`, `:name` parameters). */
  readonly path: P;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly schemas: S;
}

/** Declares one route of the contract. */
export function route<const M extends HttpMethod, const P extends string, S extends RouteSchemas>(
  definition: { method: M; path: P; summary: string } & S,
): RouteContract<M, P, S> {
  const { method, path, summary, ...schemas } = definition;
  return { method, path, summary, schemas: schemas as unknown as S };
}

/**
 * The success envelope around `data`, with the extra top-level fields the spec's clients read (e.g. `message`).
 * Strict: a reply with a field the contract does not name leaves its contract.
 */
export function okReply<D extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(data: D, extra?: E) {
  return z.strictObject({ success: z.literal(true), data, ...(extra ?? ({} as E)) });
}

/** The success envelope without `data`, for the replies the spec's clients read flat (e.g. `updated`). */
export function flatReply<E extends z.ZodRawShape>(fields: E) {
  return z.strictObject({ success: z.literal(true), ...fields });
}

/** The one failure envelope (core's `fail`), as every refusal of every route leaves. */
export const failureReply = z.strictObject({
  success: z.literal(false),
  error: z.string().describe('The message in English'),
  code: z.enum(errorCodes),
  messageKey: z.string().describe('Its key in the `validation`/`core` catalogues').optional(),
  messageParams: z.record(z.string(), z.string()).optional(),
});
// The schema and core's ApiFailure describe the same envelope (checked by the compiler).
const _sameFailure: z.output<typeof failureReply> extends ApiFailure
  ? ApiFailure extends z.output<typeof failureReply>
    ? true
    : never
  : never = true;
void _sameFailure;

type Parsed<S extends RouteSchemas, K extends keyof RouteSchemas> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;

/** What a handler receives: the route's params, query and body as its schemas parsed them. */
export interface RouteInput<R extends RouteContract> {
  params: Parsed<R['schemas'], 'params'>;
  query: Parsed<R['schemas'], 'query'>;
  body: Parsed<R['schemas'], 'body'>;
}
/** What a handler may return: the reply schema's input (e.g. before JSON turns nothing into something else). */
export type RouteReply<R extends RouteContract> = z.input<R['schemas']['reply']>;
