import { createHmac, randomBytes } from 'node:crypto';

/**
 * Partners' API keys (docs/partner-api.md#keys): `srf_live_` and 32 random bytes in base64url, so a
 * key is recognisable in a config file or a leak scanner. Only an HMAC under APP_SECRET is stored:
 * a 256-bit random key needs no slow hash, and a copy of the database cannot be replayed as keys.
 */
export const PARTNER_KEY_PREFIX = 'srf_live_';

const KEY = /^srf_live_[A-Za-z0-9_-]{43}$/;

/** How many leading characters the back office shows to tell keys apart (the prefix and 4 more). */
const SHOWN = PARTNER_KEY_PREFIX.length + 4;

export function newPartnerKey(): { key: string; prefix: string } {
  const key = PARTNER_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, SHOWN) };
}

export function hashPartnerKey(appSecret: string, key: string): string {
  return createHmac('sha256', appSecret).update(`partner-key:${key}`).digest('hex');
}

/**
 * The key of an `Authorization: Bearer …` header, or null for anything else (no header, another
 * scheme, a malformed key): refused here, before any query, so a bad header is a 401, never a 500.
 */
export function readPartnerKey(header: string | undefined): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  const key = match?.[1];
  return key && KEY.test(key) ? key : null;
}
