import { isValidId } from '@kindred/core';
import { jwtVerify, SignJWT } from 'jose';
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

/** Verified tokens kept (until their own expiry) so each request does not redo the HMAC through WebCrypto. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string, options: TokenServiceOptions = {}) {
  const { now = Date.now, isRevoked = () => false } = options;
  const key = new TextEncoder().encode(secret);
  // A signature proven once stays valid until `exp`: caching changes no outcome, only the cost. Revocation is
  // checked on every call, outside the cache.
  const verified = new Map<string, AccessTokenClaims>();

  async function claims(token: string | undefined | null): Promise<AccessTokenClaims | null> {
    if (!token || token.length > 2048) return null;
    let found = verified.get(token);
    if (found && found.exp * 1000 <= now()) {
      verified.delete(token);
      return null;
    }
    if (!found) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: 'kindred',
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (!isValidId(payload.sub) || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
        found = {
          sub: payload.sub.toLowerCase(),
          iat: payload.iat,
          exp: payload.exp,
          ...(typeof payload.sid === 'string' && payload.sid ? { sid: payload.sid } : {}),
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, found);
      } catch {
        return null;
      }
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
        .setIssuer('kindred')
        .sign(key);
    },
    /** The claims of a valid token, or null for a missing, forged, expired or revoked one. */
    claims,
    /** Returns the member id, or null for a missing, forged, expired or revoked token. */
    async verify(token: string | undefined | null): Promise<string | null> {
      return (await claims(token))?.sub ?? null;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
