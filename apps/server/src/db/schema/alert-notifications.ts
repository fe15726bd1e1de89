import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { alerts } from './alerts';
import { alertNotificationKind } from './enums';
import { ratePublications } from './rate-publications';
import { smsMessages } from './sms-messages';
import { subscribers } from './subscribers';

/**
 * What the portal's notification list shows: every fired alert and every digest, with
 * the SMS that carried it (none when notifications are off). `dedupeKey` is the exactly-once
 * guarantee: `alert:<alert>:<publication>` or `digest:<subscriber>:<Aden date>`, unique, so a
 * re-run job or a second worker inserts nothing and therefore queues no second SMS.
 */
export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    kind: alertNotificationKind().notNull(),
    alertId: integer().references(() => alerts.id, { onDelete: 'set null' }),
    publicationId: bigint({ mode: 'number' }).references(() => ratePublications.id, {
      onDelete: 'set null',
    }),
    text: text().notNull(),
    /** The rate that fired an alert. */
    rate: numeric({ precision: 20, scale: 6 }),
    dedupeKey: text().notNull().unique('alert_notifications_dedupe_unique'),
    smsMessageId: bigint({ mode: 'number' }).references(() => smsMessages.id, { onDelete: 'set null' }),
    /**
     * The day (service zone) whose ALERT_MAX_PER_DAY this firing counts against: set when it carried
     * an SMS or a push, null when it carried none (notifications off, a digest, or capped).
     */
    messageDay: date({ mode: 'string' }),
    /** Fired past its alert's ALERT_MAX_PER_DAY: listed in the portal, sent by no channel. */
    capped: boolean().notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamptz(),
  },
  (t) => [
    index('alert_notifications_subscriber_idx').on(t.subscriberId, t.createdAt),
    // An alert's messages of one day, counted under the alert's row lock before a firing is sent.
    index('alert_notifications_alert_day_idx')
      .on(t.alertId, t.messageDay)
      .where(sql`${t.messageDay} is not null`),
  ],
);
