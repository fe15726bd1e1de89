import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ConcurrencyLimitError, createConcurrencyLimiter } from './concurrency-limiter';
import { serviceUnavailable } from './http-error';

/** ADMIN_HASH_CONCURRENCY's default; `configurePasswordHashing` applies the configured value. */
const DEFAULT_HASH_CONCURRENCY = 2;
/** Waiting hashes per running one, and how long one waits, before it is refused with a 503. */
const QUEUE_PER_SLOT = 8;
const MAX_WAIT_MS = 5_000;

/**
 * Every scrypt of the process (sign-in, admin:create, user management) goes through one limiter:
 * each takes 128 MiB for about half a second, so unbounded parallel sign-in attempts, even for
 * unknown emails, would exhaust memory and the thread pool. Beyond the slots a bounded queue
 * waits a bounded time; the rest is refused with 503 and Retry-After (docs/security.md).
 */
const hashLimiter = createConcurrencyLimiter({
  concurrency: DEFAULT_HASH_CONCURRENCY,
  maxQueue: QUEUE_PER_SLOT * DEFAULT_HASH_CONCURRENCY,
  maxWaitMs: MAX_WAIT_MS,
});

export function configurePasswordHashing(options: { concurrency: number }): void {
  hashLimiter.configure({ concurrency: options.concurrency, maxQueue: QUEUE_PER_SLOT * options.concurrency });
}

/** Hashes running and waiting now, and the most seen at once (tests and measurements). */
export const passwordHashingStats = () => hashLimiter.stats();
export const resetPasswordHashingPeak = () => hashLimiter.resetPeak();

const scrypt = async (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => {
  try {
    return await hashLimiter.run(
      () =>
        new Promise<Buffer>((resolve, reject) =>
          scryptCallback(password, salt, keylen, options, (error, key) =>
            error ? reject(error) : resolve(key),
          ),
        ),
    );
  } catch (error) {
    if (error instanceof ConcurrencyLimitError) {
      throw serviceUnavailable('service_unavailable', Math.ceil(MAX_WAIT_MS / 1000));
    }
    throw error;
  }
};

// OWASP password storage cheat sheet: scrypt N=2^17, r=8, p=1 (≈128 MiB·s of work per guess).
const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const maxmem = 256 * 1024 * 1024;

/** `scrypt$N$r$p$salt$hash`, parameters stored so they can be raised later without breaking logins. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A stored hash with today's parameters that no password matches (a random key, never derived):
 * checked against when an email is unknown, so that answer costs the same scrypt as a wrong
 * password, without spending a hash at start-up to make one.
 */
export function unmatchableHash(): string {
  return [
    'scrypt',
    N,
    r,
    p,
    randomBytes(16).toString('base64url'),
    randomBytes(KEY_LENGTH).toString('base64url'),
  ].join('$');
}

/** A readable random password for the first back-office login (about 96 bits). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
