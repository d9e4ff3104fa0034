declare global {
  interface Window {
    /**
     * Replies index.html's pre-paint script asked for with the stored session before the scripts ran, by URL: the
     * JSON body of a 2xx reply, else null.
     */
    __kindredEarly?: Record<string, Promise<unknown> | undefined>;
  }
}

/** Only the page's first moments: after that, a reply asked for at load is not what the member expects to see. */
const FRESH_MS = 10_000;

/**
 * The early reply for `url`, taken once (a second request for the same URL asks the server); null when there is
 * none, or when it came too late to use. A null reply (refused, failed) means the caller asks again itself — through
 * the HTTP client, which refreshes the session once on a 401.
 */
export function takeEarly<T>(url: string): Promise<T | null> | null {
  const early = typeof window === 'undefined' ? undefined : window.__kindredEarly;
  const reply = early?.[url];
  if (!reply) return null;
  early[url] = undefined;
  return performance.now() < FRESH_MS ? (reply as Promise<T | null>) : null;
}

/** `load()` unless the early reply for `url` is here and good. */
export function earlyOr<T>(url: string, load: () => Promise<T>): Promise<T> {
  const early = takeEarly<T>(url);
  return early ? early.then((reply) => reply ?? load()) : load();
}
