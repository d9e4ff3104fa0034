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

  it('documents every endpoint with its access policy', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { description: string; security?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const e of endpoints) {
      const path = e.path.replace(':id', '{id}');
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
  });

  it('serves the docs page publicly', async () => {
    const res = await fetch(`${server.url}/api/docs/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/swagger/i);
  });
});
