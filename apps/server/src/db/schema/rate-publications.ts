import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { priceSources } from './price-sources';

/**
 * One publish of a source's rates, written in the publish's own transaction (docs/design.md#rate-alerts): the
 * durable trigger of alert evaluation. A crash after the commit cannot lose it — the `alerts.evaluate` job
 * sent after the commit, or the worker's sweep of rows still `evaluatedAt is null`, evaluates it —
 * and evaluating it twice sends nothing twice (alert_notifications is unique per alert and
 * publication).
 */
export const ratePublications = pgTable(
  'rate_publications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceId: integer()
      .notNull()
      .references(() => priceSources.id, { onDelete: 'cascade' }),
    recordedAt: timestamptz().notNull(),
    createdAt: createdAt(),
    evaluatedAt: timestamptz(),
    /** Alerts this publish fired (for the log and the benchmark). */
    alertsFired: integer(),
  },
  (t) => [
    uniqueIndex('rate_publications_source_recorded_unique').on(t.sourceId, t.recordedAt),
    index('rate_publications_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.evaluatedAt} is null`),
  ],
);
