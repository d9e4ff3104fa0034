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
    const tokens = createTokenService('c'.repeat(40), () => clock);
    const token = await tokens.sign(member, clock);
    expect(await tokens.verify(token)).toBe(member); // verified and cached
    clock += (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000;
    expect(await tokens.verify(token)).toBe(member);
    clock += 2000;
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });
});
