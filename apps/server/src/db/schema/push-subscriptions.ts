import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { alertNotifications } from './alert-notifications';
import { pushStatus } from './enums';
import { subscribers } from './subscribers';

/**
 * A browser a subscriber turned web push on in (docs/design.md#web-push): what its
 * `PushSubscription.toJSON()` gave. The endpoint is unique: the same browser subscribing again,
 * or under another subscriber after a sign-in on a shared phone, moves the row instead of
 * doubling it. Deleted when the subscriber turns push off or the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique('push_subscriptions_endpoint_unique'),
    /** The browser's P-256 public key and auth secret (base64url): the payload is encrypted to them. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** When the push service will drop the subscription, if it said. */
    expiresAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_subscriber_idx').on(t.subscriberId)],
);

/**
 * One push of one notification to one browser: the outbox the `alerts.push.dispatch` job sends
 * from, like `sms_messages` for SMS (due at `next_attempt_at`: now, after the quiet hours, or after
 * a retry's backoff). Unique per notification and browser, so a re-run never pushes twice.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => alertNotifications.id, { onDelete: 'cascade' }),
    // A gone browser takes its pending pushes with it.
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** `{title, body, url}`: what the service worker shows and opens. */
    payload: jsonb().$type<{ title: string; body: string; url: string }>().notNull(),
    status: pushStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz(),
    lastError: text(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('push_messages_notification_subscription_unique').on(t.notificationId, t.subscriptionId),
    index('push_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check('push_messages_attempts_positive', sql`${t.attempts} >= 0`),
  ],
);
