import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, isCurrencyCode, timestamptz } from './columns';
import { priceChangeStatus } from './enums';
import { plans } from './plans';
import { smsMessages } from './sms-messages';
import { subscriptions } from './subscriptions';

/**
 * Every price a plan has had, with who set it and when (docs/security.md#prices-and-consent). The
 * newest row is the price new subscriptions pay; written by a trigger on `plans` (migration 0004),
 * so no path that sets a price can skip it; the back office names its admin with
 * `set_config('sarraf.admin_user_id', …, true)` inside the edit's transaction.
 */
export const planPrices = pgTable(
  'plan_prices',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    priceMinor: integer().notNull(),
    currency: text().notNull(),
    /** Null when no admin set it (seed, migration, a script). */
    adminUserId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    /** From this instant new subscriptions pay it. */
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_prices_plan_created_idx').on(t.planId, t.createdAt),
    check('plan_prices_price_positive', sql`${t.priceMinor} > 0`),
    check('plan_prices_currency_iso', isCurrencyCode(t.currency)),
  ],
);

/**
 * A new price scheduled for one existing subscription, with the notice SMS that announced it. It
 * takes effect from the first renewal whose period starts on or after `effectiveFrom`, which is at
 * least PRICE_NOTICE_DAYS after the notice.
 */
export const subscriptionPriceChanges = pgTable(
  'subscription_price_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The agreed price when the change was scheduled, and the new one. */
    fromPriceMinor: integer().notNull(),
    fromCurrency: text().notNull(),
    toPriceMinor: integer().notNull(),
    toCurrency: text().notNull(),
    effectiveFrom: timestamptz().notNull(),
    status: priceChangeStatus().notNull().default('scheduled'),
    noticeSmsId: bigint({ mode: 'number' }).references(() => smsMessages.id, { onDelete: 'set null' }),
    adminUserId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When it left `scheduled`. */
    settledAt: timestamptz(),
  },
  (t) => [
    // One pending change per subscription: a later edit replaces it.
    uniqueIndex('subscription_price_changes_one_scheduled')
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'scheduled'`),
    index('subscription_price_changes_subscription_idx').on(t.subscriptionId, t.createdAt),
    check(
      'subscription_price_changes_prices_positive',
      sql`${t.fromPriceMinor} > 0 and ${t.toPriceMinor} > 0`,
    ),
    check(
      'subscription_price_changes_currencies_iso',
      sql`${isCurrencyCode(t.fromCurrency)} and ${isCurrencyCode(t.toCurrency)}`,
    ),
    check('subscription_price_changes_after_notice', sql`${t.effectiveFrom} > ${t.createdAt}`),
  ],
);
