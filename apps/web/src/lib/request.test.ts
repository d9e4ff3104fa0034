import { describe, expect, it, vi } from 'vitest';
import { buildUrl, createRequest, FetchError } from './request';
import { fail } from '@kindred/core';
import { json } from './serverReplies.testing';

describe('request primitive (docs/product/README.md)', () => {
  it('joins the base path, appends the query and keeps an existing search', () => {
    expect(buildUrl('/api', '/users', { online: true, limit: 12, skip: undefined })).toBe(
      '/api/users?online=true&limit=12',
    );
    expect(buildUrl('/api/', 'users?_=5', { limit: 1 })).toBe('/api/users?_=5&limit=1');
  });

  it('sends a plain object as JSON and parses the JSON reply', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(new Headers(init.headers).get('content-type')).toBe('application/json');
      return json(200, { echoed: JSON.parse(init.body as string) as unknown });
    });
    const request = createRequest({
      baseURL: '/api',
      timeout: 1000,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await expect(request('/x', { method: 'post', body: { a: 1 } })).resolves.toEqual({ echoed: { a: 1 } });
    expect(fetch.mock.calls[0]?.[1].method).toBe('POST');
  });

  it('passes FormData through untouched', async () => {
    const form = new FormData();
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(init.body).toBe(form);
      expect(new Headers(init.headers).has('content-type')).toBe(false);
      return json(200, {});
    });
    const request = createRequest({
      baseURL: '/api',
      timeout: 1000,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await request('/upload', { method: 'POST', body: form });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('rejects an error reply with the status and the server envelope where callers read them', async () => {
    const envelope = fail('Nickname is required', 'VALIDATION_ERROR');
    const request = createRequest({
      baseURL: '/api',
      timeout: 1000,
      fetch: (async () => json(400, envelope)) as unknown as typeof globalThis.fetch,
    });
    const error = (await request('/x').catch((e: unknown) => e)) as FetchError;
    expect(error).toBeInstanceOf(FetchError);
    expect(error.status).toBe(400);
    expect(error.statusCode).toBe(400);
    expect(error.response?.status).toBe(400);
    expect(error.data).toEqual(envelope);
  });

  it('aborts after the timeout and rejects without a response', async () => {
    vi.useFakeTimers();
    try {
      const fetch = (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const request = createRequest({
        baseURL: '/api',
        timeout: 15_000,
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      const pending = request('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      const error = (await pending) as FetchError;
      expect(error).toBeInstanceOf(FetchError);
      expect(error.response).toBeUndefined();
      expect(error.message).toContain('timed out');
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns a Blob when asked for one', async () => {
    const request = createRequest({
      baseURL: '/api',
      timeout: 1000,
      fetch: (async () => new Response('zip-bytes', { status: 200 })) as unknown as typeof globalThis.fetch,
    });
    const blob = await request<Blob, 'blob'>('/export', { responseType: 'blob' });
    expect(blob.size).toBe(9);
    expect(await blob.text()).toBe('zip-bytes');
  });
});
