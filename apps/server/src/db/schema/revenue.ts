import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { operatorId, timestamptz } from './columns';
import { plans } from './plans';

/**
 * The revenue dashboard's summary tables (docs/revenue.md#the-dashboard), kept current by the
 * `revenue.summarize` job so a page view reads a few hundred rows, never the ledger. Days are
 * calendar days of the service's zone (TIME_ZONE, docs/design.md#one-clock); a charge counts on the
 * day it settled, a subscription event on the day it happened. Each row is one operator's
 * (docs/operators.md#the-care-role): a charge counts under its ledger row's operator, a subscription
 * event under its subscriber's.
 */
export const revenueDays = pgTable(
  'revenue_days',
  {
    day: date({ mode: 'string' }).notNull(),
    operatorId: operatorId(),
    chargesSucceeded: integer().notNull().default(0),
    chargesFailed: integer().notNull().default(0),
    /** Subscriptions that became active for the first time (their first charge succeeded). */
    newSubscriptions: integer().notNull().default(0),
    /** Cancellations by channel: the portal, an SMS keyword, the operator, the back office, unpaid. */
    cancelledWeb: integer().notNull().default(0),
    cancelledSms: integer().notNull().default(0),
    cancelledOperator: integer().notNull().default(0),
    cancelledAdmin: integer().notNull().default(0),
    cancelledUnpaid: integer().notNull().default(0),
    /** Subscriptions with access (active or grace) at the end of the day. */
    activeEnd: integer().notNull().default(0),
    /**
     * The zone whose days these rows count. Rows of another zone (days summarized before TIME_ZONE
     * changed, or the UTC days of earlier versions) are rebuilt, with the other tables, on the next run.
     */
    timeZone: text().notNull(),
    computedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.operatorId] })],
);

/** Money per day and currency, in minor units: succeeded charges, and succeeded refunds. */
export const revenueDayMoney = pgTable(
  'revenue_day_money',
  {
    day: date({ mode: 'string' }).notNull(),
    operatorId: operatorId(),
    currency: text().notNull(),
    grossMinor: bigint({ mode: 'number' }).notNull().default(0),
    refundedMinor: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.operatorId, t.currency] })],
);

/** Per day and plan: the active base at the day's end and what its charges brought. */
export const revenueDayPlans = pgTable(
  'revenue_day_plans',
  {
    day: date({ mode: 'string' }).notNull(),
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    grossMinor: bigint({ mode: 'number' }).notNull().default(0),
    chargesSucceeded: integer().notNull().default(0),
    activeEnd: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.planId] })],
);

/** Failed charges per day and the gateway's reason. */
export const revenueDayFailures = pgTable(
  'revenue_day_failures',
  {
    day: date({ mode: 'string' }).notNull(),
    operatorId: operatorId(),
    reason: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.operatorId, t.reason] })],
);
