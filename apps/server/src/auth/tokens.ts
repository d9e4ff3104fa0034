import { isValidId } from '@kindred/core';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens: HS256 JWT, 15 minutes, subject = member id (decisions: Accounts and sessions). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokenClaims {
  sub: string;
}

/** Verified tokens kept (until their own expiry) so each request does not redo the HMAC through WebCrypto. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string, now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret);
  // A signature proven once stays valid until `exp`: caching changes no outcome, only the cost.
  const verified = new Map<string, { memberId: string; expiresAt: number }>();
  return {
    async sign(memberId: string, now = Date.now()): Promise<string> {
      const iat = Math.floor(now / 1000);
      return new SignJWT({ _id: memberId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(memberId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .setIssuer('kindred')
        .sign(key);
    },
    /** Returns the member id, or null for a missing, forged or expired token. */
    async verify(token: string | undefined | null): Promise<string | null> {
      if (!token || token.length > 2048) return null;
      const hit = verified.get(token);
      if (hit) {
        if (hit.expiresAt > now()) return hit.memberId;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: 'kindred',
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (!isValidId(payload.sub) || typeof payload.exp !== 'number') return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { memberId: payload.sub, expiresAt: payload.exp * 1000 });
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
