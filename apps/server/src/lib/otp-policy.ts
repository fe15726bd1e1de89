import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The one-time code policy of docs/design.md#one-time-codes (OWASP ASVS 5 §6.5–6.6, NIST 800-63B §5.1.3), as
 * pure functions: the services decide with these and the database, tests pin them down here.
 */

/**
 * A code is bound to exactly one of these purposes. The database enum `otp_purpose` is built from
 * this list (db/schema/enums.ts), so the policy and the column cannot drift apart.
 */
export const OTP_PURPOSES = ['login', 'profile', 'unsubscribe', 'activation', 'change', 'mybill'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** `length` decimal digits from the operating system's CSPRNG, leading zeros kept. */
export function generateOtpCode(length: number, random: (max: number) => number = randomInt): string {
  // One draw over the whole range (≤ 10^8 < 2^48, randomInt's bound): uniform, no modulo bias.
  return String(random(10 ** length)).padStart(length, '0');
}

/**
 * HMAC-SHA256 keyed by APP_SECRET over purpose, msisdn and code: the stored value proves nothing
 * without the key, and a code is only ever valid for the number and purpose it was sent for.
 */
export function hashOtpCode(
  secret: string,
  otp: { msisdn: string; purpose: OtpPurpose; code: string },
): string {
  return createHmac('sha256', secret).update(`otp:${otp.purpose}:${otp.msisdn}:${otp.code}`).digest('hex');
}

/** Constant-time equality of two hex digests (a wrong code takes as long as a right one). */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  // Equal lengths are the normal case (both SHA-256); comparing against itself keeps the timing.
  if (left.length !== right.length || left.length === 0) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/**
 * Resend no sooner than OTP_RESEND_S, with growing waits: the wait after the n-th
 * send of the hour is base × 2^(n-1), capped, so a patient bot gets slower and slower.
 */
export function resendWaitS(sendsThisHour: number, baseS: number, maxS: number): number {
  if (sendsThisHour <= 0 || baseS <= 0) return 0;
  return Math.min(maxS, baseS * 2 ** Math.min(sendsThisHour - 1, 20));
}

/** Seconds still to wait before another code may be sent (0 = now). */
export function secondsUntilResend(options: {
  lastSentAt: Date | null;
  sendsThisHour: number;
  now: Date;
  baseS: number;
  maxS: number;
}): number {
  if (!options.lastSentAt) return 0;
  const wait = resendWaitS(options.sendsThisHour, options.baseS, options.maxS);
  const elapsedS = (options.now.getTime() - options.lastSentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(wait - elapsedS));
}

/** The number block of the per-block send limit: the msisdn without its last 4 digits. */
export function msisdnBlock(msisdn: string): string {
  return msisdn.slice(0, -4);
}

export type OtpCheck = 'ok' | 'missing' | 'expired' | 'wrong' | 'burnt';

/**
 * What a confirmation attempt does to a stored code. `attempts` counts earlier wrong tries; the
 * code is burnt by the wrong try that reaches `maxAttempts`, and a burnt or expired code never
 * matches again, even with the right digits.
 */
export function checkOtp(
  stored: { codeHash: string; expiresAt: Date; attempts: number } | undefined,
  candidateHash: string,
  options: { now: Date; maxAttempts: number },
): OtpCheck {
  // Compare even when there is no code, so an unknown number answers as fast as a known one.
  const matches = digestsEqual(stored?.codeHash ?? '0'.repeat(64), candidateHash);
  if (!stored) return 'missing';
  if (stored.attempts >= options.maxAttempts) return 'burnt';
  if (stored.expiresAt.getTime() <= options.now.getTime()) return 'expired';
  if (matches) return 'ok';
  return stored.attempts + 1 >= options.maxAttempts ? 'burnt' : 'wrong';
}
