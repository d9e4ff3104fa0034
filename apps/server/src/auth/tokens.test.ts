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
