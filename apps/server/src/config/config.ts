import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Config {
  host: string;
  port: number;
  /** Public origin used in links (mail) and the allowed socket Origin. */
  publicUrl: string;
  dataDir: string;
  /** Real PostgreSQL when set; otherwise the embedded PGlite under dataDir/pglite. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** An idle database connection is closed after this long (a new one is opened on demand). */
  databasePoolIdleMs: number;
  /** Waiting for a connection or a query longer than this fails the request with 503. */
  databaseQueryTimeoutMs: number;
  /** Folder of the built web app (served from /), or null to serve the API only. */
  webDist: string | null;
  logLevel: string;
  jwtSecret: string;
  /** Multiplies every rate limit (load tests and suites that register many members from one address). */
  rateLimitMultiplier: number;
  smtpUrl: string | null;
  /** How long the shared per-filter member count of the browse list is reused (0 = count every time). */
  browseCountTtlMs: number;
  /** How long a shared browse page is reused (0 = read every page per viewer). See users/browse.ts. */
  browsePageTtlMs: number;
  /** How long a viewer's hidden and liked members are kept between change notices (0 = read per request). */
  viewerCacheTtlMs: number;
  /** Key prefix of the shared (Redis) rate-limit counters. */
  rateLimitNamespace: string;
  /**
   * Which proxies may set the client address through X-Forwarded-For: `false` (default: the socket's peer is
   * the client), a hop count, or the proxies' addresses/CIDRs. Passed to Fastify's `trustProxy`.
   */
  trustProxy: TrustProxy;
  /** Seed demo data on an empty database (npm start). */
  seedDemo: boolean;
  /** A member goes offline this long after their last socket closed (decisions: Presence; 10 s). */
  presenceGraceMs: number;
  /** A call nobody answered ends after this long, with a missed-call notification (45 s). */
  callUnansweredTimeoutMs: number;
  /**
   * How many recent events a node without Redis keeps for connection-state recovery (`SOCKET_RECOVERY_EVENTS`,
   * 10,000 — the Redis streams adapter's own bound); see realtime/recoveryBuffer.ts.
   */
  socketRecoveryEvents: number;
  /** STUN servers handed to members (`STUN_URLS`, comma-separated). */
  stunUrls: string[];
  /** TURN servers (`TURN_URLS`) and the shared secret of their REST credentials (`TURN_SECRET`), or none. */
  turnUrls: string[];
  turnSecret: string | null;
  /** Lifetime of a TURN credential. */
  turnTtlSeconds: number;
  /**
   * Show members the "test mode — no card is charged" notice on the subscription page (`PAYMENTS_TEST_NOTICE=1`;
   * default off): for a developer's or a demo's sandbox payments, never the product's own voice (decision 0116).
   */
  paymentsTestNotice: boolean;
  nodeEnv: string;
  /**
   * Every reply of a contract route is checked against its contract (decision 0127); one that leaves it answers 500
   * and is logged. On outside production (tests, development, e2e); `CHECK_REPLIES=1|0` overrides.
   */
  checkReplies: boolean;
  /**
   * `/api/health` also reports the event loop's delay since the previous health call (`DEBUG_EVENT_LOOP=1`, never
   * with `NODE_ENV=production`): what `pnpm bench:realtime` reads per slice to see the server's stalls.
   */
  debugEventLoop: boolean;
}

type Env = Record<string, string | undefined>;

export type TrustProxy = false | number | string[];

/** proxy-addr's names for reserved ranges, accepted in a TRUST_PROXY list like addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decision 0013): unset, empty, `0` or `false` trusts no proxy; a positive integer trusts that many
 * hops in front of the server; otherwise a comma-separated list of proxy addresses or CIDRs. Anything else
 * (including `true`, which would let every client choose its own address) stops the server at start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 32) return hops;
  }
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count (1–32) or a comma-separated list of proxy addresses or CIDRs ` +
        `(e.g. "10.0.0.0/8,127.0.0.1"), got "${raw}"${bad.length ? ` (not an address or CIDR: ${bad.join(', ')})` : ''}`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for the configured value. A hop count becomes a function trusting that many hops
 * from the socket's peer (Fastify 5 ignores a bare number).
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return n;
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The JWT signing secret: JWT_SECRET when given, else a random one kept in the data folder (created on
 * first start, mode 0600) — never a default committed to the repository.
 */
function loadSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return env.JWT_SECRET;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const host = env.HOST || '127.0.0.1';
  const port = int(env.PORT, 8080, 'PORT');
  const dataDir = path.resolve(env.KINDRED_DATA_DIR || path.join(repoRoot, '.data'));
  const defaultDist = path.join(repoRoot, 'apps/web/dist');
  const webDist = env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST || defaultDist);
  const config: Config = {
    host,
    port,
    publicUrl: env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    databasePoolIdleMs: int(env.DATABASE_POOL_IDLE_MS, 30_000, 'DATABASE_POOL_IDLE_MS'),
    databaseQueryTimeoutMs: int(env.DATABASE_QUERY_TIMEOUT_MS, 15_000, 'DATABASE_QUERY_TIMEOUT_MS') || 15_000,
    webDist: webDist && existsSync(webDist) ? webDist : null,
    logLevel: env.LOG_LEVEL || 'info',
    jwtSecret: overrides.jwtSecret ?? loadSecret(env, dataDir),
    rateLimitMultiplier: int(env.RATE_LIMIT_MULTIPLIER, 1, 'RATE_LIMIT_MULTIPLIER') || 1,
    smtpUrl: env.SMTP_URL || null,
    browseCountTtlMs: int(env.BROWSE_COUNT_TTL_MS, 15_000, 'BROWSE_COUNT_TTL_MS'),
    browsePageTtlMs: int(env.BROWSE_PAGE_TTL_MS, 2_000, 'BROWSE_PAGE_TTL_MS'),
    viewerCacheTtlMs: int(env.VIEWER_CACHE_TTL_MS, 10_000, 'VIEWER_CACHE_TTL_MS'),
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE || 'kindred-rl-',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    presenceGraceMs: int(env.PRESENCE_GRACE_MS, 10_000, 'PRESENCE_GRACE_MS'),
    callUnansweredTimeoutMs: int(env.CALL_UNANSWERED_TIMEOUT_MS, 45_000, 'CALL_UNANSWERED_TIMEOUT_MS') || 45_000,
    socketRecoveryEvents: int(env.SOCKET_RECOVERY_EVENTS, 10_000, 'SOCKET_RECOVERY_EVENTS') || 10_000,
    stunUrls: list(env.STUN_URLS ?? 'stun:stun.l.google.com:19302'),
    turnUrls: list(env.TURN_URLS),
    turnSecret: env.TURN_SECRET || null,
    turnTtlSeconds: int(env.TURN_TTL_SECONDS, 3600, 'TURN_TTL_SECONDS') || 3600,
    paymentsTestNotice: env.PAYMENTS_TEST_NOTICE === '1' || env.PAYMENTS_TEST_NOTICE === 'true',
    nodeEnv: env.NODE_ENV || 'development',
    debugEventLoop: env.DEBUG_EVENT_LOOP === '1' && (env.NODE_ENV || 'development') !== 'production',
    checkReplies: env.CHECK_REPLIES ? env.CHECK_REPLIES === '1' : (env.NODE_ENV || 'development') !== 'production',
  };
  return { ...config, ...overrides };
}
