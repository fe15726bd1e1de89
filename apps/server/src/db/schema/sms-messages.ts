import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, isMsisdn, isOperatorId, operatorId, timestamptz, updatedAt } from './columns';
import { smsDriver, smsStatus } from './enums';
import { subscribers } from './subscribers';

/**
 * Every SMS we send, as a row with its status (docs/design.md#sms-delivery): a gateway outage never loses a
 * message, and the outbox driver serves `GET /api/dev/sms` from here.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Recipient, digits with country code. */
    msisdn: text().notNull(),
    text: text().notNull(),
    sender: text(),
    /** Why it was sent (otp.login, subscription.welcome, renewal.failed…), for the SMS log and budgets. */
    purpose: text().notNull(),
    subscriberId: integer().references(() => subscribers.id, { onDelete: 'set null' }),
    /**
     * Idempotency key of a message that must go out once per occasion, e.g.
     * `billing.reminder.renewal:<subscription>:<renewal instant>`: a retried job or a second worker
     * inserts nothing (`on conflict do nothing`). Null for everything else.
     */
    dedupeKey: text(),
    status: smsStatus().notNull().default('queued'),
    /**
     * The operator whose gateway sends it (docs/operators.md#routing), fixed when it is stored so a
     * retry goes the same way: the subscriber's stored operator, else the number's.
     */
    operatorId: operatorId(),
    driver: smsDriver().notNull(),
    attempts: integer().notNull().default(0),
    /** A queued message is not retried before this instant (backoff after a gateway failure). */
    nextAttemptAt: timestamptz(),
    /** The gateway's id (SMPP message_id), to match delivery receipts. */
    gatewayMessageId: text(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamptz(),
    deliveredAt: timestamptz(),
  },
  (t) => [
    // Dev outbox and the admin SMS log look messages up by number, newest first.
    index('sms_messages_msisdn_created_idx').on(t.msisdn, t.createdAt),
    // Messages still waiting to go out, in retry order.
    index('sms_messages_queued_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    // Delivery receipts arrive with the gateway's id only.
    index('sms_messages_gateway_message_idx').on(t.driver, t.gatewayMessageId),
    // The global daily SMS budget counts today's messages.
    index('sms_messages_created_at_idx').on(t.createdAt),
    uniqueIndex('sms_messages_dedupe_key_unique')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    // My bill's SMS list: a subscriber's messages, newest first.
    index('sms_messages_subscriber_created_idx')
      .on(t.subscriberId, t.createdAt)
      .where(sql`${t.subscriberId} is not null`),
    check('sms_messages_msisdn_digits', isMsisdn(t.msisdn)),
    check('sms_messages_attempts_non_negative', sql`${t.attempts} >= 0`),
    check('sms_messages_operator_id', isOperatorId(t.operatorId)),
  ],
);
