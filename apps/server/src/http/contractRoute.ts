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
import { parseOr400 } from '../validation/core';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route was registered from (OpenAPI, reply checks). */
    contract?: RouteContract;
  }
}

/**
 * A reply the handler wrote as JSON bytes itself (GET /api/users assembles its body from cards serialised once):
 * sent as it is, typed by what it holds, and checked like any other reply (parsed, outside production).
 */
export class SerialisedReply<T> {
  /** Types only: what the bytes hold. */
  declare readonly holds?: T;
  constructor(readonly bytes: Buffer) {}
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

function register<R extends RouteContract>(
  ...[app, contract, config, handler]: Registration<R, ContractHandler<R> | SerialisedHandler<R>>
): void {
  const { params, query, body, reply: replySchema } = contract.schemas;
  // A multipart request is read from the stream by its handler (decision 0127): a route that takes one besides its
  // JSON body declares that body optional, and its handler receives none for a multipart request.
  const bodyOptional = body?.safeParse(undefined).success === true;
  app.route({
    method: contract.method,
    url: contract.path,
    config: { ...config, contract },
    handler: async (request, reply) => {
      const input = {
        params: params ? parseOr400(params, request.params) : undefined,
        query: query ? parseOr400(query, request.query) : undefined,
        body: body && !(bodyOptional && request.isMultipart()) ? parseOr400(body, request.body) : undefined,
      } as RouteInput<R>;
      const result = await handler(input, request, reply);
      const bytes = result instanceof SerialisedReply ? result.bytes : null;
      if (bytes) void reply.type('application/json; charset=utf-8');
      if (app.kindred.config.checkReplies) {
        const checked = replySchema.safeParse(bytes ? JSON.parse(bytes.toString('utf8')) : result);
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
