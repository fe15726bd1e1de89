import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt } from './columns';
import { actorType, subscriptionState } from './enums';
import { subscriptions } from './subscriptions';
import { transactions } from './transactions';

/** Every state transition of a subscription, with who caused it and why (back office history). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** Null for the creation event. */
    fromState: subscriptionState(),
    toState: subscriptionState().notNull(),
    /** Machine-readable cause: subscribe, renewal_succeeded, renewal_failed, cancel_keyword, admin_cancel… */
    reason: text().notNull(),
    actor: actorType().notNull(),
    adminUserId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The charge that caused the transition, when one did. */
    transactionId: bigint({ mode: 'number' }).references(() => transactions.id, { onDelete: 'set null' }),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_events_subscription_created_idx').on(t.subscriptionId, t.createdAt),
    // The revenue summaries read the events of the last days only.
    index('subscription_events_created_idx').on(t.createdAt),
  ],
);
