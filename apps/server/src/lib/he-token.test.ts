import { describe, expect, it } from 'vitest';
import { decodeHeToken, encodeHeToken, heTokenKey, newHeTokenId, type HeTokenClaims } from './he-token';

const key = heTokenKey('test-secret-test-secret-test-secret-000');
const claims: HeTokenClaims = {
  msisdn: '967771234567',
  ip: '10.9.0.5',
  expiresAt: 1_800_000_000_000,
  id: newHeTokenId(),
};

describe('the header-enrichment token codec', () => {
  it('opens what it sealed', () => {
    expect(decodeHeToken(key, encodeHeToken(key, claims))).toEqual(claims);
  });

  it('hides the number and the address from the client (and differs at every issue)', () => {
    const token = encodeHeToken(key, claims);
    const readable = Buffer.from(token, 'base64url').toString('latin1');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const secret of ['967771234567', '771234567', '4567', '10.9.0.5']) {
      expect(token).not.toContain(secret);
      expect(readable).not.toContain(secret);
    }
    expect(encodeHeToken(key, claims)).not.toBe(token);
  });

  it('refuses a token sealed with another APP_SECRET', () => {
    const other = heTokenKey('another-secret-another-secret-00000');
    expect(decodeHeToken(other, encodeHeToken(key, claims))).toBeNull();
  });

  it('refuses any edited, truncated or made-up token', () => {
    const raw = Buffer.from(encodeHeToken(key, claims), 'base64url');
    for (const index of [0, 12, 20, raw.length - 1]) {
      const edited = Buffer.from(raw);
      edited[index] = edited[index]! ^ 0x01;
      expect(decodeHeToken(key, edited.toString('base64url'))).toBeNull();
    }
    expect(decodeHeToken(key, raw.subarray(0, raw.length - 1).toString('base64url'))).toBeNull();
    expect(decodeHeToken(key, raw.subarray(0, 20).toString('base64url'))).toBeNull();
    expect(decodeHeToken(key, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(decodeHeToken(key, '')).toBeNull();
  });
});
