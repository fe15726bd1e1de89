import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, index, inet, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, isMsisdn, timestamptz } from './columns';
import { otpPurpose } from './enums';
import { subscribers } from './subscribers';

/**
 * One-time codes (docs/design.md#one-time-codes). Only an HMAC of the code is stored; a code is bound to one
 * msisdn and one purpose, and is live while not consumed, not voided, not expired and under the attempt
 * limit. Rows are kept after use: they are also the durable record the send limits count.
 */
export const otps = pgTable(
  'otps',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    msisdn: text().notNull(),
    /**
     * The number block (msisdn without its last 4 digits) for the per-block send limit,
     * generated so it is always right and can be indexed.
     */
    msisdnBlock: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`left(${otps.msisdn}, -4)`),
    purpose: otpPurpose().notNull(),
    /**
     * What the code confirms beyond its purpose: the plan a `change` or `activation` code
     * names with its price, so a code cannot confirm a charge the SMS did not announce.
     */
    subject: text(),
    /** HMAC-SHA256 (keyed by APP_SECRET) of msisdn, purpose and code: never the code itself. */
    codeHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    /** Wrong tries so far; the code is burnt at OTP_MAX_ATTEMPTS. */
    attempts: integer().notNull().default(0),
    consumedAt: timestamptz(),
    /** Set when a newer code for the same msisdn and purpose replaces this one, or when it is burnt. */
    voidedAt: timestamptz(),
    ip: inet(),
    createdAt: createdAt(),
  },
  (t) => [
    // "A new code voids the previous one", enforced: at most one open code per number and purpose,
    // so even two racing sends cannot leave two valid codes. Issuing = void the open one, insert.
    uniqueIndex('otps_one_open_per_msisdn_purpose')
      .on(t.msisdn, t.purpose)
      .where(sql`${t.consumedAt} is null and ${t.voidedAt} is null`),
    // Send limits: per msisdn per hour, per IP per hour, per number block per hour, global per day.
    index('otps_msisdn_created_idx').on(t.msisdn, t.createdAt),
    index('otps_ip_created_idx').on(t.ip, t.createdAt),
    index('otps_msisdn_block_created_idx').on(t.msisdnBlock, t.createdAt),
    index('otps_created_at_idx').on(t.createdAt),
    check('otps_msisdn_digits', isMsisdn(t.msisdn)),
    check('otps_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Proof that a number confirmed a code, valid until `expiresAt` (docs/design.md#sign-in-and-sign-up):
 * - after Code 50 (unknown number, purpose `login`), `create/subscriber` accepts only an msisdn with
 *   a live mark (15 minutes);
 * - anything that charges needs a fresh consent: a mark from a `login`, `activation` or `change`
 *   code confirmed in the last few minutes.
 * A mark is single use: the action it authorises sets `consumedAt` in the same transaction, so one
 * confirmation cannot authorise two charges.
 */
export const msisdnVerifications = pgTable(
  'msisdn_verifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    msisdn: text().notNull(),
    /** The purpose of the code that was confirmed. */
    purpose: otpPurpose().notNull(),
    otpId: bigint({ mode: 'number' }).references(() => otps.id, { onDelete: 'set null' }),
    /** Null when the number is not a subscriber yet (the Code 50 path). */
    subscriberId: integer().references(() => subscribers.id, { onDelete: 'cascade' }),
    verifiedAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    consumedAt: timestamptz(),
  },
  (t) => [
    // "Is there a live mark for this number and purpose?": newest first.
    index('msisdn_verifications_lookup_idx').on(t.msisdn, t.purpose, t.expiresAt),
    check('msisdn_verifications_msisdn_digits', isMsisdn(t.msisdn)),
    check('msisdn_verifications_expiry_after_verification', sql`${t.expiresAt} > ${t.verifiedAt}`),
  ],
);
