import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The back-office session cookie: HttpOnly (no script of any page may read it),
 * SameSite=Strict (never sent from another site), scoped to the admin API, Secure in production.
 * The cookie holds a random token; the database holds only its SHA-256.
 */
export const ADMIN_SESSION_COOKIE = 'sarraf_admin';
const COOKIE_PATH = '/api/admin';

/** Idle timeout: a session unused this long is over; every use pushes it forward. */
export const ADMIN_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

export function newAdminSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAdminSessionToken(token) };
}

// A 256-bit random token needs no salt or slow hash: nobody can guess one to test against.
export function hashAdminSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function setAdminSessionCookie(reply: FastifyReply, token: string, isProduction: boolean): void {
  void reply.setCookie(ADMIN_SESSION_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isProduction,
    maxAge: ADMIN_SESSION_IDLE_MS / 1000,
  });
}

export function clearAdminSessionCookie(reply: FastifyReply, isProduction: boolean): void {
  void reply.clearCookie(ADMIN_SESSION_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isProduction,
  });
}
