import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { isOperatorId, operatorId, timestamptz } from './columns';
import { operatorWebhookKind } from './enums';

/**
 * Every notification the operator sent us (docs/design.md#operator-webhooks), logged before it is acted on.
 * Unique per operator, channel, kind and the sender's own id: a replay finds the row, changes
 * nothing and is still answered 200. Each operator numbers its own events, so two operators' equal
 * ids are two events (docs/operators.md#callers-are-told-apart). The ids of different channels and kinds are different namespaces (an SMS's
 * `message_id` may equal a notification's `event_id`), so neither is ever taken for the other's
 * repeat (docs/security.md#operator-event-ids-are-unique-per-channel-and-kind).
 */
export const operatorWebhookEvents = pgTable(
  'operator_webhook_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The operator whose credentials brought it (or whose SMPP session). */
    operatorId: operatorId(),
    /** Where it came in: `operator_webhook` (our webhooks), `oneapi` (its callbacks) or `smpp`. */
    channel: text().notNull(),
    /** The sender's own id: the notification's `event_id`, the SMS's `message_id`. */
    externalId: text().notNull(),
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
  (t) => [
    unique('operator_webhook_events_operator_key_unique').on(
      t.operatorId,
      t.channel,
      t.kind,
      t.externalId,
    ),
    index('operator_webhook_events_msisdn_idx').on(t.msisdn, t.receivedAt),
    check('operator_webhook_events_operator_id', isOperatorId(t.operatorId)),
    check('operator_webhook_events_channel', sql`${t.channel} in ('operator_webhook', 'oneapi', 'smpp')`),
  ],
);
