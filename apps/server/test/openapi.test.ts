import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();

describe.each(kinds)('OpenAPI on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the endpoint list of the IDOR, allow-list and fuzz suites covers every registered route', async () => {
    // The document is generated from the registered routes, so a route added without its security tests fails here.
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{\w+\}|:\w+/g, '{}')}`;
    const listed = new Set(endpoints.map((e) => key(e.method, e.path)));
    const registered = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
        .map((m) => key(m, path)),
    );
    expect(registered.filter((r) => !listed.has(r))).toEqual([]);
  });

  it('documents every endpoint with its access policy', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { description: string; security?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    // Health checks are for load balancers and documented as such, without an access line.
    for (const e of endpoints.filter((e) => !e.path.endsWith('/health'))) {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${path}`).toBeTruthy();
      expect(op?.description).toMatch(/^Access: /);
    }
    expect(doc.paths['/api/users/{id}']?.get?.security).toEqual([{ bearerAuth: [] }]);
    const login = doc.paths['/api/auth/login']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(login.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'rememberMe']),
    );
    // GET /api/stories: the list by default, the strip's groups with `view=groups`.
    const stories = doc.paths['/api/stories']?.get as unknown as {
      parameters: { name: string; in: string; schema: { enum: string[] } }[];
    };
    expect(stories.parameters).toEqual([
      expect.objectContaining({
        name: 'view',
        in: 'query',
        schema: expect.objectContaining({ enum: ['list', 'groups'] }),
      }),
    ]);
  });

  it('serves the docs page publicly', async () => {
    const res = await fetch(`${server.url}/api/docs/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/swagger/i);
  });
});
