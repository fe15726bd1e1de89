import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, isMsisdn, timestamptz } from './columns';
import { operatorWebhookEvents } from './operator-webhook-events';
import { plans } from './plans';
import { smsMessages } from './sms-messages';
import { subscriptions } from './subscriptions';

/**
 * Every SMS a subscriber sent to the short code, as the keyword channel read it
 * (docs/keyword-channel.md): the keyword, what was done and the one reply sent. One row per
 * inbound message (its operator event), so the back office lists "inbound messages with the reply"
 * and counts keyword usage per day from here.
 */
export const keywordMessages = pgTable(
  'keyword_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The logged operator event of the inbound message: one keyword row per message. */
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => operatorWebhookEvents.id, { onDelete: 'cascade' })
      .unique('keyword_messages_event_unique'),
    /** operator_webhook, oneapi or smpp. */
    channel: text().notNull(),
    /** The channel's id of the message. */
    messageId: text().notNull(),
    /** Digits with country code; null when the sender's number could not be read. */
    msisdn: text(),
    /** What was sent, cut to one SMS (a keyword, not a conversation). */
    text: text().notNull(),
    /** currency, gold, rates, help, subscribe, confirm, cancel or unknown. */
    keyword: text().notNull(),
    /** The currency code of a currency keyword. */
    argument: text(),
    /** What happened: rates_sent, sample_sent, offer_sent, opt_in_sent, subscribed, cancelled… */
    outcome: text().notNull(),
    /** The reply SMS: ours, or the billing notice that answered (welcome, cancellation). */
    replySmsId: bigint({ mode: 'number' }).references(() => smsMessages.id, { onDelete: 'set null' }),
    replyText: text(),
    receivedAt: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The back office lists messages newest first, and counts them per day.
    index('keyword_messages_received_idx').on(t.receivedAt),
    index('keyword_messages_msisdn_idx').on(t.msisdn, t.receivedAt),
    check('keyword_messages_msisdn_digits', isMsisdn(t.msisdn)),
  ],
);

/**
 * A subscription asked for by SMS (`اشتراك`) and not yet confirmed (docs/keyword-channel.md#double-opt-in):
 * no subscription row exists until the `نعم` reply within the window. At most one pending request
 * per number; a confirmation is claimed by one atomic update, so two `نعم` never subscribe twice.
 */
export const keywordOptIns = pgTable(
  'keyword_opt_ins',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    msisdn: text().notNull(),
    /** The plan named in the confirmation SMS, at the price it named. */
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    priceMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** pending, confirmed, expired. */
    status: text().notNull().default('pending'),
    /** The inbound `اشتراك` message (its operator event's external id). */
    requestMessageId: text().notNull(),
    /** The inbound `نعم` message that confirmed it. */
    confirmMessageId: text(),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    confirmedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('keyword_opt_ins_one_pending_per_msisdn')
      .on(t.msisdn)
      .where(sql`${t.status} = 'pending'`),
    index('keyword_opt_ins_confirm_message_idx').on(t.confirmMessageId),
    check('keyword_opt_ins_msisdn_digits', isMsisdn(t.msisdn)),
    check('keyword_opt_ins_status', sql`${t.status} in ('pending', 'confirmed', 'expired')`),
  ],
);

/**
 * The one free sample a non-subscriber gets per day (a calendar day of TIME_ZONE): the primary key is the
 * claim, so two messages at once still give one sample.
 */
export const keywordSamples = pgTable(
  'keyword_samples',
  {
    msisdn: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    /** The inbound message (operator event's external id) the sample answered. */
    messageId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.msisdn, t.day] })],
);
