/**
 * The OpenAPI document (decisions: API conventions) at /api/openapi.json and a docs page at /api/docs.
 * Every /api route is documented with its tag and access policy; bearer auth where the policy needs it.
 * Routes registered from the HTTP contract (decision 0127, `config.contract`) are documented from it — params,
 * query, body, the success reply and the failure envelope. The few routes outside it (the health checks and the byte
 * routes) carry their tag and access policy only.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { failureReply, type RouteContract } from '@kindred/core';
import { z } from 'zod';

function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output' = 'output',
  target?: 'openapi-3.0',
): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    ...(target ? { target } : {}),
  }) as Record<string, unknown>;
  return rest;
}

/**
 * The document's schema of a contract route (as @fastify/swagger reads a route's schema): what the server accepts
 * (its schemas' output, after the rules parsed it) and what it answers — the success reply for 200, the failure
 * envelope for every refusal.
 */
export function contractSchemaOf(contract: RouteContract): Record<string, unknown> {
  const { params, query, body, reply } = contract.schemas;
  // In OpenAPI 3.0's dialect (`nullable`, no `const`), as the document is; @fastify/swagger then keeps it as is.
  const of = (schema: z.ZodType) => jsonSchemaOf(schema, 'output', 'openapi-3.0');
  return {
    summary: contract.summary,
    ...(params ? { params: of(params) } : {}),
    ...(query ? { querystring: of(query) } : {}),
    ...(body ? { body: of(body) } : {}),
    response: {
      200: of(reply),
      '4XX': { description: 'Refused', ...of(failureReply) },
      '5XX': { description: 'Server error', ...of(failureReply) },
    },
  };
}

export async function registerOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access ?? 'member';
    const tag = route.url.split('/')[2] ?? 'api';
    const notes = [
      `Access: ${access}.`,
      route.config?.target === 'visible' ? 'Target member must exist and not be blocked either way (else 404).' : '',
      route.config?.target === 'exists'
        ? 'Target member must exist; one who blocked the caller answers as a missing member (404).'
        : '',
      route.config?.target === 'story' || route.config?.owns === 'story'
        ? 'The story must be active and its author not blocked either way (else 404 Story not found).'
        : '',
      route.config?.owns === 'story'
        ? "Only the story's author (else 403)."
        : route.config?.owns
          ? `The ${route.config.owns} must belong to the caller (else 404).`
          : '',
    ];
    route.schema = {
      ...route.schema,
      tags: route.schema?.tags ?? [tag],
      description: notes.filter(Boolean).join(' '),
      ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    };
  });
  await app.register(fastifySwagger, {
    transform: ({ schema, url, route }) => {
      const contract = route.config?.contract;
      if (contract) return { schema: { ...schema, ...contractSchemaOf(contract) }, url };
      return { schema, url };
    },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Kindred API',
        version: '0.1.0',
        description:
          'Replies: `{ success: true, data, … }` or `{ success: false, error, code, messageKey?, messageParams?, retryAfter? }` ' +
          '(`messageKey`: the i18n key of `error` in the `validation`/`core` catalogues). Ids are 24-hex strings. ' +
          'API replies are `Cache-Control: no-store` unless a route says otherwise. ' +
          'Access tokens (JWT, 15 min) go in `Authorization: Bearer …` or `x-auth-token`; the refresh token is an ' +
          'httpOnly cookie on /api/auth.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
