import { describe, expect, it } from 'vitest';
import {
  formatAccessToken,
  hashAccessTokenSecret,
  newAccessTokenParts,
  parseAccessToken,
  slidExpiry,
  tokenEndOfLife,
} from './access-token';

describe('access tokens', () => {
  it('are id|secret with at least 128 random bits of secret', () => {
    const parts = newAccessTokenParts();
    expect(Buffer.from(parts.secret, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(parseAccessToken(formatAccessToken(parts))).toEqual(parts);
    expect(newAccessTokenParts().secret).not.toBe(parts.secret);
  });

  it('accept an URL-encoded separator', () => {
    const parts = newAccessTokenParts();
    expect(parseAccessToken(`${parts.id}%7C${parts.secret}`)).toEqual(parts);
  });

  it.each([
    undefined,
    '',
    'abc',
    '12|abcdef',
    `not-a-uuid|${'a'.repeat(43)}`,
    `${crypto.randomUUID()}|short`,
  ])('refuse the malformed token %j before any lookup', (raw) => {
    expect(parseAccessToken(raw)).toBeNull();
  });

  it('store a keyed hash of the secret, never the secret', () => {
    const { secret } = newAccessTokenParts();
    const hash = hashAccessTokenSecret('key-one-key-one-key-one-key-one-key', secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(secret);
    expect(hashAccessTokenSecret('key-two-key-two-key-two-key-two-key', secret)).not.toBe(hash);
  });
});

describe('a token’s life', () => {
  const config = { tokenTtlDays: 30, tokenMaxDays: 90 };
  const day = 86_400_000;
  const issued = new Date('2031-01-01T00:00:00.000Z');

  it('slides TOKEN_TTL_DAYS from each use, up to TOKEN_MAX_DAYS from issue and never past it', () => {
    expect(slidExpiry(issued, issued, config)).toEqual(new Date(issued.getTime() + 30 * day));
    const day50 = new Date(issued.getTime() + 50 * day);
    expect(slidExpiry(issued, day50, config)).toEqual(new Date(issued.getTime() + 80 * day));
    const day75 = new Date(issued.getTime() + 75 * day);
    expect(slidExpiry(issued, day75, config)).toEqual(tokenEndOfLife(issued, config));
    expect(tokenEndOfLife(issued, config)).toEqual(new Date(issued.getTime() + 90 * day));
  });

  it('gives a new token no more than TOKEN_MAX_DAYS when TOKEN_TTL_DAYS is longer', () => {
    expect(slidExpiry(issued, issued, { tokenTtlDays: 30, tokenMaxDays: 7 })).toEqual(
      new Date(issued.getTime() + 7 * day),
    );
  });
});
