import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy, trustProxyOption } from './config';

describe('TRUST_PROXY', () => {
  it('is off by default: no client picks its own address', () => {
    for (const value of [undefined, '', ' ', '0', 'false', 'FALSE']) expect(parseTrustProxy(value)).toBe(false);
    expect(loadConfig({ KINDRED_DATA_DIR: '/tmp/kindred-config-test' }, { jwtSecret: 'x'.repeat(32) }).trustProxy).toBe(
      false,
    );
  });

  it('a hop count trusts that many proxies in front of the server', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    const trust = trustProxyOption(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('198.51.100.1', 1)).toBe(false);
  });

  it('a list of proxy addresses and CIDRs (IPv4, IPv6, proxy-addr range names)', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(trustProxyOption(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });

  it.each([
    'true',
    'yes',
    '-1',
    '1.5',
    '33',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1/',
    'proxy.local',
    '10.0.0.1,,10.0.0.2',
  ])('refuses %j with a clear message', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY must be a hop count \(1–32\) or a comma-separated list/);
    expect(() => loadConfig({ TRUST_PROXY: value }, { jwtSecret: 'x'.repeat(32) })).toThrow(/TRUST_PROXY/);
  });
});
