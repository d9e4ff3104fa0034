/**
 * Registers a route of the HTTP contract (decision 0127; packages/core/src/contracts/routes): method and path from
 * its entry; params, query and body parsed by its schemas (a failure is the usual 400 with the rule's message and
 * key, `parseOr400`); the handler's reply type-checked against the entry's reply schema by the compiler and, with
 * `config.checkReplies` (outside production), checked at run time — a reply that leaves its contract is logged and
 * answers 500, so the server's tests fail on it; a reply the handler serialised itself (`serialisedContractRoute`) is
 * parsed for that check. The access policy and `changes` are declared as on every route.
 */
import type { RouteContract, RouteInput, RouteReply } from '@kindred/core';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../validation/core';
import { isMultipartRequest } from './uploads';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route was registered from (OpenAPI, reply checks). */
    contract?: RouteContract;
  }
}

/**
 * A reply the handler wrote as JSON itself (GET /api/users assembles its body from cards serialised once): sent as
 * it is, typed by what it holds, and checked like any other reply (parsed, outside production). A string is
 * written to the socket as it is encoded; bytes as they are.
 */
export class SerialisedReply<T> {
  /** Types only: what the JSON holds. */
  declare readonly holds?: T;
  constructor(readonly bytes: Buffer | string) {}
}

export type ContractHandler<R extends RouteContract> = (
  input: RouteInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteReply<R>>;

/** A handler that writes its reply's bytes itself (`serialisedContractRoute`). */
export type SerialisedHandler<R extends RouteContract> = (
  input: RouteInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<SerialisedReply<RouteReply<R>>>;

/** A reply that leaves its route's contract (a defect of the handler, never of the request). */
export class ReplyOutsideContract extends Error {
  constructor(route: RouteContract, issues: unknown) {
    super(`${route.method} ${route.path}: the reply leaves its contract ${JSON.stringify(issues)}`);
    this.name = 'ReplyOutsideContract';
  }
}

/** A route's registration: the app, its contract entry, its access policy and `changes`, its handler. */
type Registration<R extends RouteContract, H> = [
  app: FastifyInstance,
  contract: R,
  config: Omit<FastifyContextConfig, 'contract'>,
  handler: H,
];

export const contractRoute: <R extends RouteContract>(...route: Registration<R, ContractHandler<R>>) => void = register;

/** `contractRoute` for a handler that answers a `SerialisedReply` (sent as its bytes, checked as its JSON). */
export const serialisedContractRoute: <R extends RouteContract>(
  ...route: Registration<R, SerialisedHandler<R>>
) => void = register;

/** Query strings (without their cursor) whose parse is kept, per route. */
const PARSED_QUERIES = 500;

/**
 * The query's parse for a list that pages with a cursor, kept per route for the same parameters apart from the
 * cursor (decision 0200): the next page brings the same filters with another cursor, and parsing them again with
 * the schema cost about as much as the page itself read from its window. The cursor is parsed alone by its own
 * field's schema; the fields of an object schema without object-wide checks parse independently (and these
 * schemas depend on nothing but their input), so the output is the one the whole schema gives. Anything that fails
 * or is not in the plain form (a repeated parameter) is parsed whole as before, so every error is unchanged.
 */
export function queryParser(schema: z.ZodType): (raw: unknown) => unknown {
  const cursorField =
    schema instanceof z.ZodObject && !schema._zod.def.checks?.length
      ? (schema.shape as Record<string, z.ZodType | undefined>).cursor
      : undefined;
  if (!cursorField) return (raw) => parseOr400(schema, raw);
  const kept = new Map<string, object>();
  return (raw) => {
    const query = (raw ?? {}) as Record<string, unknown>;
    const others: Record<string, string> = {};
    let key = '';
    for (const name in query) {
      const value = query[name];
      if (typeof value !== 'string') return parseOr400(schema, raw);
      if (name === 'cursor') continue;
      others[name] = value;
      key += `${name.length}:${name}${value.length}:${value}`; // unambiguous whatever the names and values hold
    }
    let rest = kept.get(key);
    if (!rest) {
      const parsed = schema.safeParse(others);
      if (!parsed.success) return parseOr400(schema, raw);
      rest = parsed.data as object;
      if (kept.size >= PARSED_QUERIES) kept.clear();
      kept.set(key, rest);
    }
    if (query.cursor === undefined) return { ...rest };
    const cursor = cursorField.safeParse(query.cursor);
    return cursor.success ? { ...rest, cursor: cursor.data } : parseOr400(schema, raw);
  };
}

function register<R extends RouteContract>(
  ...[app, contract, config, handler]: Registration<R, ContractHandler<R> | SerialisedHandler<R>>
): void {
  const { params, query, body, reply: replySchema } = contract.schemas;
  // A multipart request is read from the stream by its handler (decision 0127): a route that takes one besides its
  // JSON body declares that body optional, and its handler receives none for a multipart request.
  const bodyOptional = body?.safeParse(undefined).success === true;
  const parseQuery = query ? queryParser(query) : null;
  app.route({
    method: contract.method,
    url: contract.path,
    config: { ...config, contract },
    handler: async (request, reply) => {
      const input = {
        params: params ? parseOr400(params, request.params) : undefined,
        query: parseQuery ? parseQuery(request.query) : undefined,
        body: body && !(bodyOptional && isMultipartRequest(request)) ? parseOr400(body, request.body) : undefined,
      } as RouteInput<R>;
      const result = await handler(input, request, reply);
      const bytes = result instanceof SerialisedReply ? result.bytes : null;
      if (bytes !== null) void reply.type('application/json; charset=utf-8');
      if (app.kindred.config.checkReplies) {
        const checked = replySchema.safeParse(bytes !== null ? JSON.parse(bytes.toString()) : result);
        if (!checked.success) {
          const error = new ReplyOutsideContract(contract, checked.error.issues);
          request.log.error({ err: error }, 'reply leaves its contract');
          throw error;
        }
      }
      return bytes ?? result;
    },
  });
}
