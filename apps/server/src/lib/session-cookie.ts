import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env';

/**
 * Names the portal reads (docs/product.md#session-keys): cookie `access_token`, CSRF cookie `XSRF-TOKEN`,
 * header `X-XSRF-TOKEN`.
 */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

type CookieConfig = Pick<Config, 'isProduction' | 'tokenTtlDays' | 'tokenMaxDays'>;

// `id|secret` is made of cookie-safe characters: written as is, so that the portal reads from
// `document.cookie` exactly the token it must send back (the portal's guard copies it to local storage).
const verbatim = (value: string) => value;

/**
 * docs/design.md#api-conventions: not HttpOnly (the portal's client reads it), SameSite=Lax, Secure in production, path `/`,
 * living as long as the token: until `expiresAt` when known, else TOKEN_TTL_DAYS (a new token's
 * life, within TOKEN_MAX_DAYS).
 */
export function setAccessTokenCookie(
  reply: FastifyReply,
  config: CookieConfig,
  token: string,
  expiresAt?: Date,
): void {
  const maxAge = expiresAt
    ? Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000))
    : Math.min(config.tokenTtlDays, config.tokenMaxDays) * 86_400;
  void reply.setCookie(ACCESS_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge,
    encode: verbatim,
  });
}

export function clearAccessTokenCookie(reply: FastifyReply, config: CookieConfig): void {
  void reply.clearCookie(ACCESS_TOKEN_COOKIE, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.isProduction,
  });
}

export interface AccessCredential {
  token: string;
  /** `cookie` credentials are the ones a cross-site page can make a browser send (XSRF applies). */
  via: 'bearer' | 'cookie';
}

/** `Authorization: Bearer …` wins; else the `access_token` cookie (docs/design.md#api-conventions). */
export function readAccessCredential(request: FastifyRequest): AccessCredential | null {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ? { token: match[1], via: 'bearer' } : null;
  }
  const cookie = request.cookies[ACCESS_TOKEN_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const NONCE_BYTES = 24;
/**
 * Nonces come from one CSPRNG draw of this many, each slice used once: every GET without the
 * cookie mints a token, and a `randomBytes` call apiece was the costliest step of
 * answering such a visitor's cached read (a third of the minting, in the hot reads' profile).
 */
const NONCES_PER_DRAW = 512;
let nonces = Buffer.alloc(0);
let nextNonce = 0;

function newNonce(): string {
  if (nextNonce + NONCE_BYTES > nonces.length) {
    nonces = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    nextNonce = 0;
  }
  const nonce = nonces.toString('base64url', nextNonce, nextNonce + NONCE_BYTES);
  nextNonce += NONCE_BYTES;
  return nonce;
}

/** A random XSRF token bound to APP_SECRET: a cookie planted by a sibling domain does not verify. */
export function newXsrfToken(appSecret: string): string {
  const nonce = newNonce();
  return `${nonce}.${xsrfSignature(appSecret, nonce)}`;
}

/**
 * The `Set-Cookie` value that gives a browser a new XSRF token (docs/design.md#api-conventions): readable by
 * the portal's axios (not HttpOnly), path `/`, SameSite=Lax, Secure in production. The token is base64url and
 * a dot, so nothing needs encoding. Written here once for the XSRF plugin and the hot reads, which
 * answer before the plugin runs.
 */
export function newXsrfSetCookie(appSecret: string, isProduction: boolean): string {
  return `${XSRF_COOKIE}=${newXsrfToken(appSecret)}; Path=/${isProduction ? '; Secure' : ''}; SameSite=Lax`;
}

const XSRF_COOKIE_PRESENT = new RegExp(`(?:^|;)\\s*${XSRF_COOKIE}=\\s*[^;\\s]`);

/** Whether a `Cookie` header carries a non-empty XSRF-TOKEN (else the GET is given one). */
export function hasXsrfCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && XSRF_COOKIE_PRESENT.test(cookieHeader);
}

/**
 * APP_SECRET as a key object, made once: an HMAC keyed with the string converts it on every call,
 * 1.3 of the 3 µs a signature took (every first-visit GET signs one).
 */
let lastKey: { secret: string; key: KeyObject } | undefined;
function secretKey(appSecret: string): KeyObject {
  // One app has one secret (tests build apps with a few: the key is then made again).
  if (lastKey?.secret !== appSecret)
    lastKey = { secret: appSecret, key: createSecretKey(Buffer.from(appSecret)) };
  return lastKey.key;
}

function xsrfSignature(appSecret: string, nonce: string): string {
  return createHmac('sha256', secretKey(appSecret)).update(`xsrf:${nonce}`).digest('base64url').slice(0, 32);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Double submit: the header equals the cookie, and the cookie is one we issued. */
export function xsrfTokensMatch(
  appSecret: string,
  cookie: string | undefined,
  header: string | undefined,
): boolean {
  if (!cookie || !header || !safeEqual(cookie, header)) return false;
  const [nonce, signature, extra] = cookie.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return safeEqual(signature, xsrfSignature(appSecret, nonce));
}
