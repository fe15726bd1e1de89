import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { operatorWebhookKind } from './enums';

/**
 * Every notification the operator sent us (docs/design.md#operator-webhooks), logged before it is acted on.
 * The operator's own id is unique: a replay finds the row, changes nothing and is still answered 200.
 */
export const operatorWebhookEvents = pgTable(
  'operator_webhook_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    externalId: text().notNull().unique('operator_webhook_events_external_id_unique'),
    kind: operatorWebhookKind().notNull(),
    /** The msisdn the event is about, when it names one (for the back office's subscriber view). */
    msisdn: text(),
    payload: jsonb().notNull(),
    receivedAt: timestamptz().notNull().defaultNow(),
    processedAt: timestamptz(),
    /**
     * When a process took the event to handle it: a second delivery arriving meanwhile is answered
     * as a duplicate instead of being handled twice (one reply SMS per inbound message). A claim
     * older than a few minutes belongs to a crashed process and may be taken again.
     */
    claimedAt: timestamptz(),
    /** Outcome code: cancelled, ignored, charge_settled, unknown_subscriber… */
    result: text(),
  },
  (t) => [index('operator_webhook_events_msisdn_idx').on(t.msisdn, t.receivedAt)],
);
