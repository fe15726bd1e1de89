import { describe, expect, it } from 'vitest';
import { hasXsrfCookie, newXsrfSetCookie, xsrfTokensMatch } from './session-cookie';

const SECRET = 'unit-secret-unit-secret-unit-secret-00';

describe('the XSRF cookie of a first visit', () => {
  it('is readable by the portal, on /, SameSite=Lax, and Secure only in production', () => {
    expect(newXsrfSetCookie(SECRET, false)).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
    expect(newXsrfSetCookie(SECRET, true)).toMatch(
      /^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; Secure; SameSite=Lax$/,
    );
  });

  it('carries a fresh token that verifies against its own secret only', () => {
    const token = /^XSRF-TOKEN=([^;]+)/.exec(newXsrfSetCookie(SECRET, false))![1]!;
    expect(xsrfTokensMatch(SECRET, token, token)).toBe(true);
    expect(xsrfTokensMatch(`${SECRET}-other`, token, token)).toBe(false);
    expect(newXsrfSetCookie(SECRET, false)).not.toBe(newXsrfSetCookie(SECRET, false));
  });

  it('never hands out the same nonce twice, across several random draws', () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const nonce = /^XSRF-TOKEN=([\w-]+)\./.exec(newXsrfSetCookie(SECRET, false))![1]!;
      expect(nonce).toHaveLength(32); // 24 random bytes, base64url
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2_000);
  });

  it.each([
    ['XSRF-TOKEN=abc', true],
    ['other=1; XSRF-TOKEN=abc', true],
    ['other=1;XSRF-TOKEN=abc; more=2', true],
    [undefined, false],
    ['', false],
    ['XSRF-TOKEN=', false],
    ['XSRF-TOKEN=; other=1', false],
    ['MY-XSRF-TOKEN=abc', false],
    ['other=XSRF-TOKEN=abc', false],
  ])('finds a non-empty XSRF-TOKEN in %j: %s', (header, expected) => {
    expect(hasXsrfCookie(header)).toBe(expected);
  });
});
