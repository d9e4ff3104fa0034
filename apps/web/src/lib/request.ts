/**
 * The request primitive under `api` (docs/product/README.md): a thin `fetch` wrapper — base path, query string, JSON bodies and
 * replies, a timeout via AbortController — so the entry bundle carries no HTTP library (decision 0043).
 */

export type ResponseType = 'json' | 'text' | 'blob';
export type MappedResponseType<R extends ResponseType, T = unknown> = R extends 'text'
  ? string
  : R extends 'blob'
    ? Blob
    : T;

export interface FetchOptions<R extends ResponseType = 'json'> {
  method?: string;
  /** A plain object or array is sent as JSON; FormData, Blob, strings and the like go as they are. */
  body?: unknown;
  query?: Record<string, unknown>;
  headers?: HeadersInit;
  responseType?: R;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

/** A failed request: `status`/`statusCode` and `response` when the server answered, `data` its parsed body. */
export class FetchError<T = unknown> extends Error {
  status?: number;
  statusCode?: number;
  statusText?: string;
  data?: T;
  response?: Response;
  constructor(message: string, init: { response?: Response; data?: T; cause?: unknown } = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'FetchError';
    if (init.response) {
      this.response = init.response;
      this.status = init.response.status;
      this.statusCode = init.response.status;
      this.statusText = init.response.statusText;
    }
    this.data = init.data;
  }
}

export interface RequestConfig {
  baseURL: string;
  timeout: number;
  fetch?: typeof globalThis.fetch;
}

function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null;
}

export function buildUrl(baseURL: string, path: string, query?: Record<string, unknown>): string {
  let url = /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `${baseURL.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

async function parseBody(response: Response, type: ResponseType): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates the request function: resolves with the parsed reply, rejects with a FetchError. */
export function createRequest(config: RequestConfig) {
  return async function request<T = unknown, R extends ResponseType = 'json'>(
    path: string,
    options: FetchOptions<R> = {},
  ): Promise<MappedResponseType<R, T>> {
    const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
    const url = buildUrl(config.baseURL, path, options.query);
    const method = (options.method ?? 'GET').toUpperCase();
    const headers = new Headers(options.headers);
    let body: BodyInit | undefined;
    if (options.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      if (isJsonBody(options.body)) {
        body = JSON.stringify(options.body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      } else body = options.body as BodyInit;
    }
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeout);
    options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body,
        credentials: options.credentials,
        signal: controller.signal,
      });
    } catch (cause) {
      clearTimeout(timer);
      const reason = controller.signal.aborted ? 'timed out' : 'network error';
      throw new FetchError(`[${method}] "${url}": ${reason}`, { cause });
    }
    try {
      const type: ResponseType = response.ok ? (options.responseType ?? 'json') : 'json';
      const data = response.status === 204 ? undefined : await parseBody(response, type);
      if (!response.ok) {
        throw new FetchError(`[${method}] "${url}": ${response.status} ${response.statusText}`.trim(), {
          response,
          data,
        });
      }
      return data as MappedResponseType<R, T>;
    } finally {
      clearTimeout(timer);
    }
  };
}
