import { describe, expect, it } from 'vitest';
import {
  formatAccessToken,
  hashAccessTokenSecret,
  newAccessTokenParts,
  parseAccessToken,
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
