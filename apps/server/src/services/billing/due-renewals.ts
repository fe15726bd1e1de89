import { and, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { plans, subscriptions, transactions } from '../../db/schema/index';

const RENEWING_STATES = ['active', 'grace', 'suspended'] as const;

/** A subscription whose renewal, retry or next lifecycle step is due at `now`. */
export const isDueAt = (now: Date) =>
  and(lte(subscriptions.nextRenewalAt, now), inArray(subscriptions.state, [...RENEWING_STATES]));

/**
 * Due at `now` and without a charge in flight (another sweep's, a subscriber's own, or one a crash
 * left for the reconcile job): such a subscription waits until that charge is settled, whose outcome
 * decides its next step. With `operatorId`, only that operator's subscriptions.
 */
export const isDueWithoutChargeInFlight = (tx: Tx, now: Date, operatorId?: string) =>
  and(
    isDueAt(now),
    // One operator's renewals (docs/operators.md#routing): a subscription is on its operator's plan.
    operatorId === undefined
      ? undefined
      : inArray(
          subscriptions.planId,
          tx.select({ id: plans.id }).from(plans).where(eq(plans.operatorId, operatorId)),
        ),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(transactions)
        .where(
          and(
            eq(transactions.subscriptionId, subscriptions.id),
            eq(transactions.status, 'pending'),
            eq(transactions.kind, 'charge'),
          ),
        ),
    ),
  );
