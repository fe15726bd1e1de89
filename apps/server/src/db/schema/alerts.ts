import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { currencies } from './currencies';
import { alertChannel, alertCondition, rateSide } from './enums';
import { priceSources } from './price-sources';
import { subscribers } from './subscribers';

/**
 * A subscriber's rate alert (docs/design.md#rate-alerts): one currency at one source, one side, one condition
 * — `above`/`below` a value, or `move` of at least `value` percent since the day began in TIME_ZONE.
 *
 * Hysteresis lives in the row: an alert fires only while `armed`, firing disarms it, and a
 * threshold alert re-arms only once the rate is back past the threshold by the re-arm margin
 * (lib/alert-conditions.ts). A rate hovering at the threshold therefore sends one SMS, not one per
 * publish. A move alert fires at most once per Aden day (`firedOn`).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // An alert is the subscriber's own data: it goes with them.
    subscriberId: integer()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id, { onDelete: 'cascade' }),
    sourceId: integer()
      .notNull()
      .references(() => priceSources.id, { onDelete: 'cascade' }),
    side: rateSide().notNull(),
    condition: alertCondition().notNull(),
    /** The threshold in the base currency (above/below) or the percentage (move). */
    value: numeric({ precision: 20, scale: 6 }).notNull(),
    /** Paused by the subscriber: kept, counted in the plan limit, never evaluated. */
    enabled: boolean().notNull().default(true),
    /**
     * `push`, `sms` or both. Push goes only to a subscriber with a browser subscribed; without
     * one a push-only alert falls back to SMS (docs/design.md#web-push).
     */
    channels: alertChannel()
      .array()
      .notNull()
      .default(sql`'{sms}'::alert_channel[]`),
    armed: boolean().notNull().default(true),
    /** The Aden calendar day a move alert last fired ('YYYY-MM-DD'). */
    firedOn: text(),
    lastFiredAt: timestamptz(),
    lastFiredRate: numeric({ precision: 20, scale: 6 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Evaluation after a publish reads the enabled alerts of one source's currencies.
    index('alerts_source_currency_idx')
      .on(t.sourceId, t.currencyId)
      .where(sql`${t.enabled}`),
    index('alerts_subscriber_idx').on(t.subscriberId, t.id),
    check('alerts_value_positive', sql`${t.value} > 0`),
    check('alerts_channels_not_empty', sql`cardinality(${t.channels}) > 0`),
  ],
);
