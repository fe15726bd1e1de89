import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../env';

/**
 * Subscriber access tokens (docs/design.md#api-conventions, "Tokens"): opaque `id|secret`. The id (a random
 * UUID) finds the row; the secret (256 random bits) is stored only as an HMAC keyed by APP_SECRET, so a copy
 * of the database cannot be replayed as tokens.
 */
export interface AccessTokenParts {
  id: string;
  secret: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export function newAccessTokenParts(): AccessTokenParts {
  return { id: randomUUID(), secret: randomBytes(32).toString('base64url') };
}

export function formatAccessToken(parts: AccessTokenParts): string {
  return `${parts.id}|${parts.secret}`;
}

export function hashAccessTokenSecret(appSecret: string, secret: string): string {
  return createHmac('sha256', appSecret).update(`access-token:${secret}`).digest('hex');
}

/**
 * Reads a presented token. Anything malformed is refused here, before any query (a bad UUID must
 * be a 401, never a database error). `%7C` is accepted for `|` in case a client URL-encoded the
 * cookie value it copied.
 */
export function parseAccessToken(raw: string | undefined): AccessTokenParts | null {
  if (!raw) return null;
  const value = raw.trim().replace(/%7C/i, '|');
  const separator = value.indexOf('|');
  if (separator < 0) return null;
  const id = value.slice(0, separator);
  const secret = value.slice(separator + 1);
  if (!UUID.test(id) || !SECRET.test(secret)) return null;
  return { id: id.toLowerCase(), secret };
}

/** The instant a token issued at `createdAt` dies whatever its use: TOKEN_MAX_DAYS later. */
export function tokenEndOfLife(createdAt: Date, config: Pick<Config, 'tokenMaxDays'>): Date {
  return new Date(createdAt.getTime() + config.tokenMaxDays * 86_400_000);
}

/** A used token's new expiry: TOKEN_TTL_DAYS from now, never past its end of life. */
export function slidExpiry(
  createdAt: Date,
  now: Date,
  config: Pick<Config, 'tokenTtlDays' | 'tokenMaxDays'>,
): Date {
  const slid = now.getTime() + config.tokenTtlDays * 86_400_000;
  return new Date(Math.min(slid, tokenEndOfLife(createdAt, config).getTime()));
}
