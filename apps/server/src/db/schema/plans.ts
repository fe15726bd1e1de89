import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isCurrencyCode, isDemo, isOperatorId, operatorId, sortOrder, updatedAt } from './columns';
import { planPeriod } from './enums';

/**
 * What a subscriber can buy. The `id` is the API's plan `uuid` (`create/subscriber {uuid}`,
 * `change/subscription {uuid}`): random, so plan ids cannot be guessed or enumerated.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** English name and description for the English portal; null falls back to the Arabic (docs/product.md#languages). */
    nameEn: text(),
    descriptionEn: text(),
    /**
     * ISO 4217 minor units (YER has two: 50 rials = 5000), an integer so charges never drift
     * (no floating-point drift). Divide by 10^currencies.minor_units to show it.
     */
    priceMinor: integer().notNull(),
    currency: text().notNull().default('YER'),
    period: planPeriod().notNull(),
    freeTrialDays: integer().notNull().default(0),
    /** Days of `grace` (access kept, retries with backoff) after a failed renewal (docs/design.md#states). */
    graceDays: integer().notNull().default(3),
    /** Days of `suspended` (daily retries, premium locked) before the subscription is cancelled. */
    suspensionDays: integer().notNull().default(30),
    /** Rate alerts a subscriber of this plan may keep; migration 0003 gives 10 to weekly/monthly. */
    maxAlerts: integer().notNull().default(3),
    /** Inactive plans are not sold any more; existing subscriptions keep renewing on them. */
    active: boolean().notNull().default(true),
    /** The operator that sells it: a number sees only its operator's plans. */
    operatorId: operatorId(),
    sortOrder: sortOrder(),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A zero price would make a free "charge" row, which the ledger refuses (amount > 0).
    check('plans_price_positive', sql`${t.priceMinor} > 0`),
    check('plans_currency_iso', isCurrencyCode(t.currency)),
    check('plans_operator_id', isOperatorId(t.operatorId)),
    check('plans_free_trial_days_non_negative', sql`${t.freeTrialDays} >= 0`),
    check('plans_grace_days_non_negative', sql`${t.graceDays} >= 0`),
    check('plans_suspension_days_non_negative', sql`${t.suspensionDays} >= 0`),
    check('plans_max_alerts_non_negative', sql`${t.maxAlerts} >= 0`),
  ],
);
