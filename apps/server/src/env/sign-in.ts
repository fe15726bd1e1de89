import { z } from 'zod';
import { positiveInt } from './fields';

/** One-time codes, subscriber tokens and back-office sign-in (docs/security.md). */
export const ZSignInEnv = z.object({
  OTP_LENGTH: z.coerce.number().int().min(4).max(8).default(6),
  // docs/design.md#one-time-codes: a code never lives longer than 10 minutes.
  OTP_TTL_S: z.coerce.number().int().min(30).max(600).default(300),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(5),
  OTP_RESEND_S: z.coerce.number().int().min(0).max(3600).default(60),
  // Growing waits: each resend in the hour doubles the wait, up to this cap.
  OTP_RESEND_MAX_S: z.coerce.number().int().min(0).max(3600).default(900),
  // Send limits (docs/security.md, all configurable): per number, per client IP (generous: carrier-grade
  // NAT puts many subscribers behind one address), per number block (msisdn minus its last 4;
  // counts only numbers that have not confirmed a code recently, see docs/security.md).
  OTP_SENDS_PER_HOUR: positiveInt.max(100_000).default(5),
  OTP_IP_SENDS_PER_HOUR: positiveInt.max(10_000_000).default(200),
  OTP_BLOCK_SENDS_PER_HOUR: positiveInt.max(10_000_000).default(20),
  // A number that confirmed a code within this many days is "known": its neighbours' abuse of the
  // block limit or of the unknown numbers' budget share never holds its codes back.
  OTP_KNOWN_NUMBER_DAYS: positiveInt.max(365).default(90),
  // How long a confirmed code counts as fresh consent for a charging action (docs/design.md#consent).
  OTP_CONSENT_S: z.coerce.number().int().min(30).max(3600).default(300),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // An access token's absolute lifetime from its issue, however often it is used (the sliding
  // expiry never carries it past this).
  TOKEN_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Back-office sign-in attempts per client IP per 15 minutes, whatever the email (429 past it).
  ADMIN_SIGNIN_IP_PER_15MIN: positiveInt.max(100_000).default(30),
  // scrypt hashes running at once in one process (128 MiB each); more wait briefly or get a 503.
  ADMIN_HASH_CONCURRENCY: positiveInt.max(16).default(2),
});
export type TSignInEnv = z.infer<typeof ZSignInEnv>;

export function signInConfig(env: TSignInEnv) {
  return {
    otp: {
      length: env.OTP_LENGTH,
      ttlS: env.OTP_TTL_S,
      maxAttempts: env.OTP_MAX_ATTEMPTS,
      resendS: env.OTP_RESEND_S,
      resendMaxS: Math.max(env.OTP_RESEND_MAX_S, env.OTP_RESEND_S),
      sendsPerHour: env.OTP_SENDS_PER_HOUR,
      ipSendsPerHour: env.OTP_IP_SENDS_PER_HOUR,
      blockSendsPerHour: env.OTP_BLOCK_SENDS_PER_HOUR,
      /** OTP_KNOWN_NUMBER_DAYS: a code confirmed this recently makes the number "known". */
      knownNumberDays: env.OTP_KNOWN_NUMBER_DAYS,
      consentS: env.OTP_CONSENT_S,
    },
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    /** TOKEN_MAX_DAYS: a token is refused once this old since its issue, whatever its use. */
    tokenMaxDays: env.TOKEN_MAX_DAYS,
    /** Back-office sign-in (docs/security.md). */
    admin: {
      /** ADMIN_SIGNIN_IP_PER_15MIN: sign-in attempts per client IP per 15 minutes. */
      signInIpPer15Min: env.ADMIN_SIGNIN_IP_PER_15MIN,
      /** ADMIN_HASH_CONCURRENCY: password hashes running at once in one process. */
      hashConcurrency: env.ADMIN_HASH_CONCURRENCY,
    },
  };
}
