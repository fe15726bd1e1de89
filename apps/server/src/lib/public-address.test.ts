import { describe, expect, it } from 'vitest';
import { assertPublicUrl, checkedLookup, isPublicAddress, NonPublicAddressError } from './public-address';

describe('public addresses for fetches a person configures', () => {
  it.each(['8.8.8.8', '185.199.108.153', '2606:4700::1111'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.1',
    '169.254.169.254', // the cloud metadata endpoint
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('refuses a URL whose host is a private literal or a name of this machine', async () => {
    await expect(assertPublicUrl(new URL('http://127.0.0.1:8080/rates.json'))).rejects.toThrow(
      NonPublicAddressError,
    );
    await expect(assertPublicUrl(new URL('http://[::1]/rates.json'))).rejects.toThrow(NonPublicAddressError);
    await expect(assertPublicUrl(new URL('http://localhost/rates.json'))).rejects.toThrow(
      NonPublicAddressError,
    );
    await expect(assertPublicUrl(new URL('https://8.8.8.8/rates.json'))).resolves.toBeUndefined();
  });
});

describe('reserved ranges and IPv4 carried inside IPv6', () => {
  it.each([
    '192.0.2.10', // documentation
    '198.51.100.7',
    '203.0.113.200',
    '2001:db8::1',
    '100::1', // discard
    '::127.0.0.1', // IPv4-compatible (deprecated)
    '::7f00:1',
    '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::a00:1', // local-use NAT64
    '2002:a00:1::1', // 6to4 of 10.0.0.1
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    '::ffff:a00:1', // IPv4-mapped, as URL writes it
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['64:ff9b::808:808', '2002:808:808::1', '::ffff:8.8.8.8', '2a00:1450:4001:80b::200e'])(
    'accepts %s, which reaches a public host',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('checkedLookup: the connection goes to the address that was checked', () => {
  const resolve = (host: string, all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((done) => {
      checkedLookup(isPublicAddress)(host, { all }, (error, address) => done({ error, result: address }));
    });

  it('refuses a name of this machine', async () => {
    for (const all of [false, true]) {
      const { error } = await resolve('localhost', all);
      expect(error).toBeInstanceOf(NonPublicAddressError);
    }
  });

  it('passes an allowed answer on in the form asked for', async () => {
    const loopbackAllowed = (address: string) => address === '127.0.0.1' || address === '::1';
    const one = await new Promise<unknown[]>((done) =>
      checkedLookup(loopbackAllowed)('localhost', {}, (error, address, family) =>
        done([error, address, family]),
      ),
    );
    expect(one[0]).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(one[1]);
    const all = await new Promise<unknown>((done) =>
      checkedLookup(loopbackAllowed)('localhost', { all: true }, (_error, addresses) => done(addresses)),
    );
    expect(Array.isArray(all)).toBe(true);
    for (const entry of all as Array<{ address: string }>) expect(loopbackAllowed(entry.address)).toBe(true);
  });
});
