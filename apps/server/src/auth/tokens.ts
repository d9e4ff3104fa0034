import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { isValidId } from '@kindred/core';
import { SignJWT } from 'jose';
import { RecentMap } from '../lib/recentMap';
import type { RevocableClaims } from './revocation';

/** Access tokens: HS256 JWT, 15 minutes, subject = member id (decisions: Accounts and sessions). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** What a valid access token says: the member, the session (refresh family) it was issued for, its times. */
export interface AccessTokenClaims {
  sub: string;
  /** The refresh family (one device's session); absent on tokens signed without one (tests, tools). */
  sid?: string;
  /** Issued at / expires, in seconds. */
  iat: number;
  exp: number;
}

export interface TokenServiceOptions {
  now?: () => number;
  /** Revocation check (auth/revocation.ts), applied on every verification, cached or not. */
  isRevoked?: (claims: RevocableClaims) => boolean;
}

/** Verified tokens kept (until their own expiry) so a member's next requests do not verify the signature again. */
const VERIFIED_CACHE_SIZE = 10_000;
const ISSUER = 'kindred';
/** A compact JWS's three parts, each base64url without padding (what our signer writes). */
const COMPACT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A base64url part as a JSON object, or null (not JSON, not UTF-8, not a plain object). */
function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(strictUtf8.decode(Buffer.from(part, 'base64url')));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Access tokens are signed with jose (login, refresh) and verified here with `node:crypto`'s HMAC, synchronously
 * (decision 0242): jose verifies through WebCrypto, an import of the key and a job on the thread pool for every
 * token, where a token's first use (each member's first request, each socket handshake) is on the hot path. The
 * rules are jose's `jwtVerify(token, key, { issuer: 'kindred', algorithms: ['HS256'] })` for the tokens this server
 * signs, and stricter where a token could only have been made by hand: three base64url parts; a protected header
 * that is an object with `alg: "HS256"` and no `crit` or `b64`; the signature exactly the canonical base64url of the
 * HMAC-SHA256 of the first two parts (compared in constant time); claims a JSON object with `iss: "kindred"`, a
 * numeric `exp` in the future, a numeric `iat`, a numeric `nbf` (when present) not in the future, and a 24-hex `sub`.
 */
export function createTokenService(secret: string, options: TokenServiceOptions = {}) {
  const { now = Date.now, isRevoked = () => false } = options;
  const key = new TextEncoder().encode(secret);
  const hmacKey = createSecretKey(Buffer.from(key));
  // A signature proven once stays valid until `exp`: caching changes no outcome, only the cost. Revocation is
  // checked on every call, outside the cache.
  const verified = new RecentMap<string, AccessTokenClaims>(VERIFIED_CACHE_SIZE);

  /** The claims of a token whose signature and claims hold at `at` (ms), or null. */
  function verifyToken(token: string, at: number): AccessTokenClaims | null {
    if (!COMPACT.test(token)) return null;
    const first = token.indexOf('.');
    const second = token.indexOf('.', first + 1);
    const header = jsonObject(token.slice(0, first));
    if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
    const given = Buffer.from(token.slice(second + 1));
    const expected = Buffer.from(createHmac('sha256', hmacKey).update(token.slice(0, second)).digest('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = jsonObject(token.slice(first + 1, second));
    if (!payload || payload.iss !== ISSUER) return null;
    const { sub, exp, iat, nbf, sid } = payload;
    const seconds = Math.floor(at / 1000);
    if (typeof exp !== 'number' || exp <= seconds || typeof iat !== 'number') return null;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > seconds)) return null;
    if (!isValidId(sub)) return null;
    return { sub: sub.toLowerCase(), iat, exp, ...(typeof sid === 'string' && sid ? { sid } : {}) };
  }

  /** The claims of a valid token, or null for a missing, forged, expired or revoked one. Synchronous. */
  function claims(token: string | undefined | null): AccessTokenClaims | null {
    if (!token || token.length > 2048) return null;
    const at = now();
    let found = verified.get(token);
    if (found && found.exp * 1000 <= at) {
      verified.delete(token);
      return null;
    }
    if (!found) {
      const checked = verifyToken(token, at);
      if (!checked) return null;
      found = checked;
      verified.set(token, found);
    }
    return isRevoked(found) ? null : found;
  }

  return {
    /** A token for the member; `sid` names the session (refresh family) it belongs to, so a logout can revoke it. */
    async sign(memberId: string, opts: { sid?: string; now?: number } = {}): Promise<string> {
      const iat = Math.floor((opts.now ?? Date.now()) / 1000);
      return new SignJWT({ _id: memberId, ...(opts.sid ? { sid: opts.sid } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(memberId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .setIssuer(ISSUER)
        .sign(key);
    },
    claims,
    /** The member id (lowercase), or null for a missing, forged, expired or revoked token. Synchronous. */
    verify(token: string | undefined | null): string | null {
      return claims(token)?.sub ?? null;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
