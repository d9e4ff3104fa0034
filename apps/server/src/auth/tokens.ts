import { isValidId } from '@kindred/core';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens: HS256 JWT, 15 minutes, subject = member id (decisions: Accounts and sessions). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokenClaims {
  sub: string;
}

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'kindred', algorithms: ['HS256'] });
        return isValidId(payload.sub) ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
