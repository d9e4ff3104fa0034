import { createHmac } from 'node:crypto';
import { isValidId } from '@kindred/core';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenService } from './tokens';

const member = '0123456789abcdef01234567';

describe('access tokens (decisions: JWT, 15 minutes)', () => {
  it('verifies its own tokens and refuses forged, foreign and malformed ones', async () => {
    const tokens = createTokenService('a'.repeat(40));
    const other = createTokenService('b'.repeat(40));
    const token = await tokens.sign(member);
    expect(await tokens.verify(token)).toBe(member);
    expect(await other.verify(token)).toBeNull();
    expect(await tokens.verify(token.slice(0, -2) + 'xx')).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
    expect(await tokens.verify(undefined)).toBeNull();
  });

  it('a token expires after 15 minutes, also when its verification was cached', async () => {
    let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
    const tokens = createTokenService('c'.repeat(40), { now: () => clock });
    const token = await tokens.sign(member, { now: clock });
    expect(await tokens.verify(token)).toBe(member); // verified and cached
    clock += (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000;
    expect(await tokens.verify(token)).toBe(member);
    clock += 2000;
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('carries the session id and refuses a revoked token at once, also when its verification was cached', async () => {
    const revoked = new Set<string>();
    const tokens = createTokenService('d'.repeat(40), { isRevoked: (c) => Boolean(c.sid && revoked.has(c.sid)) });
    const device = await tokens.sign(member, { sid: 'f'.repeat(24) });
    const other = await tokens.sign(member, { sid: 'e'.repeat(24) });
    expect(await tokens.claims(device)).toMatchObject({ sub: member, sid: 'f'.repeat(24) });
    revoked.add('f'.repeat(24));
    expect(await tokens.verify(device)).toBeNull();
    expect(await tokens.verify(other)).toBe(member);
  });
});

/** The verification before decision 0242: jose's jwtVerify (WebCrypto) and the service's own claim checks. */
async function joseClaims(secret: string, token: string, now: number) {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: 'kindred',
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    if (!isValidId(payload.sub) || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    return {
      sub: payload.sub.toLowerCase(),
      iat: payload.iat,
      exp: payload.exp,
      ...(typeof payload.sid === 'string' && payload.sid ? { sid: payload.sid } : {}),
    };
  } catch {
    return null;
  }
}

describe('access token verification with node:crypto (decision 0242)', () => {
  const secret = 's'.repeat(48);
  const at = Date.UTC(2026, 10, 29, 21, 0, 0);
  const iat = Math.floor(at / 1000) - 60;
  const b64 = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  /** A token made by hand: any header and claims, signed with `key` (HMAC-SHA256 unless `alg` says SHA-512). */
  const forge = (header: unknown, claims: unknown, key = secret, hash: 'sha256' | 'sha512' = 'sha256') => {
    const input = `${b64(header)}.${b64(claims)}`;
    return `${input}.${createHmac(hash, key).update(input).digest('base64url')}`;
  };
  const good = { _id: member, sub: member, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS, iss: 'kindred' };
  const hs256 = { alg: 'HS256', typ: 'JWT' };

  it('accepts and refuses exactly what jose accepted and refused, for tokens signed and forged every way', async () => {
    const signer = createTokenService(secret);
    const signed = await signer.sign(member, { sid: 'f'.repeat(24), now: at - 60_000 });
    const [h, p, s] = signed.split('.') as [string, string, string];
    const cases: Record<string, string> = {
      'signed by the service': signed,
      'signed without a session': await signer.sign(member, { now: at }),
      'forged: another key': forge(hs256, good, 'another key'),
      'forged: an edited claim': `${h}.${b64({ ...good, sub: '1'.repeat(24) })}.${s}`,
      'forged: alg none': `${b64({ alg: 'none' })}.${p}.`,
      'alg none, no signature part': `${b64({ alg: 'none' })}.${p}`,
      'alg HS512 with the same key': forge({ alg: 'HS512' }, good, secret, 'sha512'),
      'no alg': forge({ typ: 'JWT' }, good),
      'crit header': forge({ ...hs256, crit: ['exp'] }, good),
      'b64 false': forge({ ...hs256, b64: false, crit: ['b64'] }, good),
      'header not an object': forge('"HS256"', good),
      'header not JSON': `${b64('{alg')}.${p}.${s}`,
      'claims an array': forge(hs256, [good]),
      'claims not JSON': forge(hs256, 'not json'),
      'no issuer': forge(hs256, { ...good, iss: undefined }),
      'another issuer': forge(hs256, { ...good, iss: 'someone' }),
      'issuer as a list': forge(hs256, { ...good, iss: ['kindred'] }),
      expired: forge(hs256, { ...good, exp: Math.floor(at / 1000) }),
      'expires in a second': forge(hs256, { ...good, exp: Math.floor(at / 1000) + 1 }),
      'exp as text': forge(hs256, { ...good, exp: String(good.exp) }),
      'no exp': forge(hs256, { ...good, exp: undefined }),
      'no iat': forge(hs256, { ...good, iat: undefined }),
      'iat as text': forge(hs256, { ...good, iat: String(iat) }),
      'not before now': forge(hs256, { ...good, nbf: Math.floor(at / 1000) }),
      'not before later': forge(hs256, { ...good, nbf: Math.floor(at / 1000) + 5 }),
      'nbf as text': forge(hs256, { ...good, nbf: 'soon' }),
      'sub not an id': forge(hs256, { ...good, sub: 'admin' }),
      'sub in capitals': forge(hs256, { ...good, sub: member.toUpperCase() }),
      'no sub': forge(hs256, { ...good, sub: undefined }),
      'sid empty': forge(hs256, { ...good, sid: '' }),
      'sid a number': forge(hs256, { ...good, sid: 7 }),
      'signature cut short': signed.slice(0, -1),
      'signature one letter changed': signed.slice(0, -1) + (signed.endsWith('A') ? 'B' : 'A'),
      'four parts': `${signed}.${s}`,
      'two parts': `${h}.${p}`,
      'not base64url': `${h}.${p}.${s.slice(0, -2)}+/`,
      empty: '',
      dots: '..',
    };
    const service = createTokenService(secret, { now: () => at });
    for (const [name, token] of Object.entries(cases)) {
      expect(service.claims(token), name).toEqual(await joseClaims(secret, token, at));
    }
    // Stricter than jose where only a hand-made token differs from ours: a signature not in the canonical form.
    const padded = `${signed}=`;
    expect(await joseClaims(secret, padded, at)).not.toBeNull();
    expect(service.claims(padded)).toBeNull();
    // The cases refuse what they should (the comparison alone would pass if both accepted everything).
    expect(service.claims(cases['signed by the service'])).toMatchObject({ sub: member, sid: 'f'.repeat(24) });
    expect(service.claims(cases['sub in capitals'])?.sub).toBe(member);
    for (const name of [
      'forged: another key',
      'forged: an edited claim',
      'forged: alg none',
      'alg HS512 with the same key',
      'expired',
      'not before later',
      'crit header',
    ]) {
      expect(service.claims(cases[name]), name).toBeNull();
    }
  });

  it('answers without a promise, from its cache after the first time', () => {
    const service = createTokenService(secret, { now: () => at });
    const token = forge(hs256, good);
    expect(service.verify(token)).toBe(member);
    expect(service.verify(token)).toBe(member);
    expect(service.verify(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBeNull();
  });
});
