import { describe, expect, it } from 'vitest';
import {
  addressMatcher,
  isLoopbackHost,
  parseAddressList,
  parseTrustProxy,
  trustProxyMatcher,
} from './ip-ranges';

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it('reads names, addresses and CIDRs, in canonical form', () => {
    expect(parseTrustProxy('loopback')).toEqual({ ranges: ['loopback'] });
    expect(parseTrustProxy(' LoopBack , 10.1.2.0/24,192.0.2.7, 2001:db8::/32 ')).toEqual({
      ranges: ['loopback', '10.1.2.0/24', '192.0.2.7/32', '2001:db8::/32'],
    });
  });

  it('reads a bare integer as a hop count', () => {
    expect(parseTrustProxy('0')).toEqual({ hops: 0 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
  });

  it.each([
    ['10.0.0.0/33', /"10\.0\.0\.0\/33" has a prefix length above 32/],
    ['::1/129', /above 128/],
    ['10.0.0/8', /"10\.0\.0\/8" is not an address or CIDR/],
    ['10.0.0.0/8/8', /not an address or CIDR/],
    ['10.0.0.0/x', /bad prefix length/],
    ['proxy.internal', /"proxy\.internal" is not an address or CIDR/],
    ['fe80::1%eth0', /not an address or CIDR/],
    ['loopback,,10.0.0.1', /empty entry/],
    ['', /empty entry/],
    ['11', /hop count must be 0–10/],
  ])('refuses %j', (value, message) => {
    const parsed = parseTrustProxy(value);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});

describe('parseAddressList without names (METRICS_CIDRS)', () => {
  it('refuses the names', () => {
    expect(parseAddressList('loopback', { names: false })).toEqual({
      ok: false,
      error: '"loopback" is not an address or CIDR',
    });
    expect(parseAddressList('127.0.0.1/8,::1/128', { names: false }).ok).toBe(true);
  });
});

describe('addressMatcher', () => {
  it('matches the default, loopback only: private and link-local peers are not proxies', () => {
    const trusted = addressMatcher(['loopback']);
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(trusted(address), address).toBe(true);
    }
    // Mobile subscribers sit behind 10.x: trusting private ranges let each pick its own address.
    for (const address of [
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.1.1',
      'fd00::1',
      '203.0.113.9',
    ]) {
      expect(trusted(address), address).toBe(false);
    }
  });

  it('matches CIDRs, single addresses and IPv4 peers on a dual-stack socket', () => {
    const matches = addressMatcher(['172.29.60.128/25', '2001:db8::7']);
    expect(matches('172.29.60.130')).toBe(true);
    expect(matches('::ffff:172.29.60.200')).toBe(true);
    // The compose network's gateway sits outside the containers' range.
    expect(matches('172.29.60.1')).toBe(false);
    expect(matches('2001:db8::7')).toBe(true);
    expect(matches('2001:db8::8')).toBe(false);
    expect(matches('garbage')).toBe(false);
  });
});

describe('trustProxyMatcher (Fastify trustProxy, and the peer test of the HE scheme rule)', () => {
  it('trusts the listed ranges at every hop', () => {
    const trusts = trustProxyMatcher({ ranges: ['loopback', '10.1.2.0/24'] });
    expect(trusts('127.0.0.1', 0)).toBe(true);
    expect(trusts('::ffff:10.1.2.9', 0)).toBe(true);
    expect(trusts('10.1.2.9', 3)).toBe(true);
    expect(trusts('10.1.3.9', 0)).toBe(false);
  });

  it('trusts the first hops of a hop count, whatever their address', () => {
    const trusts = trustProxyMatcher({ hops: 1 });
    expect(trusts('203.0.113.9', 0)).toBe(true);
    expect(trusts('203.0.113.9', 1)).toBe(false);
    expect(trustProxyMatcher({ hops: 0 })('127.0.0.1', 0)).toBe(false);
  });
});

describe('isLoopbackHost (HOST)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.0.0.2', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.5', false],
    ['sarraf.example.com', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
