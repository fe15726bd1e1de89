import { describe, expect, it } from 'vitest';
import { assertPublicUrl, isPublicAddress, NonPublicAddressError } from './public-address';

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
