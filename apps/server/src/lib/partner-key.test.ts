import { describe, expect, it } from 'vitest';
import { hashPartnerKey, newPartnerKey, readPartnerKey } from './partner-key';

describe('partner keys', () => {
  it('makes a recognisable key of 32 random bytes, different every time', () => {
    const first = newPartnerKey();
    const second = newPartnerKey();
    expect(first.key).toMatch(/^srf_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.key.slice('srf_live_'.length), 'base64url')).toHaveLength(32);
    expect(first.key).not.toBe(second.key);
    expect(first.prefix).toBe(first.key.slice(0, 13));
  });

  it('hashes under the app secret, so another deployment cannot match a stolen row', () => {
    const { key } = newPartnerKey();
    expect(hashPartnerKey('secret-a', key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashPartnerKey('secret-a', key)).toBe(hashPartnerKey('secret-a', key));
    expect(hashPartnerKey('secret-a', key)).not.toBe(hashPartnerKey('secret-b', key));
  });

  it('reads a bearer key and refuses anything malformed without throwing', () => {
    const { key } = newPartnerKey();
    expect(readPartnerKey(`Bearer ${key}`)).toBe(key);
    expect(readPartnerKey(`bearer   ${key} `)).toBe(key);
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Basic ${key}`,
      `Bearer ${key} extra`,
      `Bearer ${key.slice(0, -1)}`,
      `Bearer ${key}x`,
      'Bearer srf_live_%00%00',
      `Bearer ${'a'.repeat(10_000)}`,
    ]) {
      expect(readPartnerKey(header), String(header).slice(0, 40)).toBeNull();
    }
  });
});
