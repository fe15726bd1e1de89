import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, isMsisdn, isOperatorId, operatorId, timestamptz, updatedAt } from './columns';

/**
 * A mobile subscriber, known by msisdn once an otp has proved the number. When the operator gives
 * the number to someone else the row is retired: its number moves to `retiredMsisdn`, so every
 * lookup by number skips it and the new owner starts afresh, while its ledger stays attached to it
 * (docs/security.md#data-at-rest-logs-and-tokens).
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Digits with country code, no `+` (e.g. 967771234567): one canonical form, so one unique key.
     * Null once retired: PostgreSQL's unique key treats nulls as distinct, so it still holds for
     * the live rows and any number of retired ones.
     */
    msisdn: text().unique('subscribers_msisdn_unique'),
    /** The number this row had when the operator recycled it; shown to the back office only. */
    retiredMsisdn: text(),
    retiredAt: timestamptz(),
    name: text(),
    email: text(),
    /** Sent only by the local profile update; its meaning is the portal's. */
    level: text(),
    /** The my-bill notification toggle; later alerts honour it. */
    notificationsEnabled: boolean().notNull().default(true),
    /** Whose subscriber: set from the number's prefix when it signs up; it wins over the prefixes after. */
    operatorId: operatorId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The back office finds a retired subscriber by the number it had.
    index('subscribers_retired_msisdn_idx')
      .on(t.retiredMsisdn)
      .where(sql`${t.retiredMsisdn} is not null`),
    // The back office's lists by operator, and a care user's view of its own.
    index('subscribers_operator_idx').on(t.operatorId),
    check('subscribers_operator_id', isOperatorId(t.operatorId)),
    check('subscribers_msisdn_digits', isMsisdn(t.msisdn)),
    check('subscribers_retired_msisdn_digits', isMsisdn(t.retiredMsisdn)),
    // A row is live (a number) or retired (the number it had, and when): never both, never neither.
    check(
      'subscribers_live_or_retired',
      sql`(${t.msisdn} is null) = (${t.retiredMsisdn} is not null) and (${t.retiredMsisdn} is null) = (${t.retiredAt} is null)`,
    ),
  ],
);
