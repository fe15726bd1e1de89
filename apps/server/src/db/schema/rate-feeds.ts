import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { priceSources } from './price-sources';

/** Where a feed's items are and which of their fields hold the code, buy and sell (docs/design.md#rate-feeds). */
export interface RateFeedMapping {
  /** json: dotted path to the array ('' for the root); xml: dotted element path to the repeated item; csv: unused. */
  items: string;
  code: string;
  buy: string;
  sell: string;
}

/**
 * A price source's feed (docs/design.md#rate-feeds): the worker fetches `url` every
 * `interval_minutes`, reads the rates with `mapping`, and publishes them through the one publish
 * path, holding moves beyond the guard (or every value, in `review` mode) for an editor. At most
 * one feed per source. `next_run_at` is the claim: the sweep moves it forward in the statement
 * that picks the feed, so two workers never fetch the same feed for the same tick.
 */
export const rateFeeds = pgTable(
  'rate_feeds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sourceId: integer()
      .notNull()
      .references(() => priceSources.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['json', 'csv', 'xml'] }).notNull(),
    url: text().notNull(),
    /** The request headers (an API key), AES-256-GCM under a key derived from APP_SECRET; null for none. */
    headersSealed: text(),
    intervalMinutes: integer().notNull(),
    mapping: jsonb().$type<RateFeedMapping>().notNull(),
    mode: text({ enum: ['auto', 'review'] }).notNull(),
    active: boolean().notNull().default(true),
    nextRunAt: timestamptz().notNull().defaultNow(),
    /** The validators of the last fetched body, sent back so an unchanged feed answers 304. */
    etag: text(),
    lastModified: text(),
    lastRunAt: timestamptz(),
    lastSuccessAt: timestamptz(),
    lastErrorAt: timestamptz(),
    lastError: text(),
    /** The first failure since the last success: a feed failing longer than its source's freshness is flagged. */
    failingSince: timestamptz(),
    /** Lines of the last fetched body that were skipped (an unknown code, a value that is not a rate). */
    lastSkipped: integer().notNull().default(0),
    /** The day (Aden) the two counters below count. */
    countsDay: date({ mode: 'string' }),
    publishedToday: integer().notNull().default(0),
    queuedToday: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rate_feeds_source_unique').on(t.sourceId),
    index('rate_feeds_due_idx').on(t.nextRunAt),
    check('rate_feeds_interval_range', sql`${t.intervalMinutes} between 1 and 1440`),
  ],
);
