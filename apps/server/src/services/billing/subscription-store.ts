import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { plans, subscribers, subscriptionEvents, subscriptions, transactions } from '../../db/schema/index';
import { ACCESS_STATES, type PlanTerms, type SubscriptionSnapshot } from '../../lib/subscription-machine';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** The plans of a batch (each once), by id: what a sweep or a settlement reads the terms from. */
export async function loadPlansById(tx: Db | Tx, planIds: Iterable<string>): Promise<Map<string, PlanRow>> {
  const ids = [...new Set(planIds)];
  if (ids.length === 0) return new Map();
  return new Map(
    (await tx.select().from(plans).where(inArray(plans.id, ids))).map((plan) => [plan.id, plan]),
  );
}
export type SubscriberRow = typeof subscribers.$inferSelect;
export type ActorType = (typeof subscriptionEvents.$inferInsert)['actor'];

/** The lifecycle columns of a row, as the state machine sees them. */
export function toSnapshot(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    state: row.state,
    planId: row.planId,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEndsAt: row.trialEndsAt,
    nextRenewalAt: row.nextRenewalAt,
    retryCount: row.retryCount,
    lastChargeAttemptAt: row.lastChargeAttemptAt,
    lastFailureReason: row.lastFailureReason,
    graceEndsAt: row.graceEndsAt,
    suspendedAt: row.suspendedAt,
    cancelledAt: row.cancelledAt,
    accessUntil: row.accessUntil,
  };
}

export function toTerms(plan: PlanRow): PlanTerms {
  return {
    id: plan.id,
    period: plan.period,
    freeTrialDays: plan.freeTrialDays,
    graceDays: plan.graceDays,
    suspensionDays: plan.suspensionDays,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Writes what the state machine decided, for many subscriptions in one statement (the renewal sweep
 * settles hundreds at a time). Only the lifecycle columns change.
 */
export async function writeSnapshots(
  tx: Tx,
  updates: readonly { id: string; snapshot: SubscriptionSnapshot }[],
): Promise<void> {
  if (updates.length === 0) return;
  const values = updates.map(({ id, snapshot }) => ({
    id,
    plan_id: snapshot.planId,
    state: snapshot.state,
    current_period_start: iso(snapshot.currentPeriodStart),
    current_period_end: iso(snapshot.currentPeriodEnd),
    trial_ends_at: iso(snapshot.trialEndsAt),
    next_renewal_at: iso(snapshot.nextRenewalAt),
    retry_count: snapshot.retryCount,
    last_charge_attempt_at: iso(snapshot.lastChargeAttemptAt),
    last_failure_reason: snapshot.lastFailureReason,
    grace_ends_at: iso(snapshot.graceEndsAt),
    suspended_at: iso(snapshot.suspendedAt),
    cancelled_at: iso(snapshot.cancelledAt),
    access_until: iso(snapshot.accessUntil),
  }));
  await tx.execute(sql`
    update subscriptions s set
      plan_id = v.plan_id,
      state = v.state,
      current_period_start = v.current_period_start,
      current_period_end = v.current_period_end,
      trial_ends_at = v.trial_ends_at,
      next_renewal_at = v.next_renewal_at,
      retry_count = v.retry_count,
      last_charge_attempt_at = v.last_charge_attempt_at,
      last_failure_reason = v.last_failure_reason,
      grace_ends_at = v.grace_ends_at,
      suspended_at = v.suspended_at,
      cancelled_at = v.cancelled_at,
      access_until = v.access_until,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
      id uuid, plan_id uuid, state subscription_state, current_period_start timestamptz,
      current_period_end timestamptz, trial_ends_at timestamptz, next_renewal_at timestamptz,
      retry_count int, last_charge_attempt_at timestamptz, last_failure_reason text,
      grace_ends_at timestamptz, suspended_at timestamptz, cancelled_at timestamptz,
      access_until timestamptz)
    where s.id = v.id
  `);
}

export type SubscriptionEventToRecord = typeof subscriptionEvents.$inferInsert;

/** Every transition is kept with its cause and actor (the back office shows the history). */
export async function recordEvents(tx: Tx, events: readonly SubscriptionEventToRecord[]): Promise<void> {
  if (events.length > 0) await tx.insert(subscriptionEvents).values([...events]);
}

export interface CurrentSubscription {
  subscription: SubscriptionRow;
  plan: PlanRow;
  subscriber: SubscriberRow;
}

/**
 * A subscriber's current subscription: the open one (at most one, by the unique index), else the
 * latest cancelled one, which reactivation brings back. With `lock`, the row is locked for the
 * transaction, so lifecycle actions on one subscription run one after the other.
 */
export async function findCurrentSubscription(
  db: Db | Tx,
  subscriberId: number,
  options: { lock?: boolean } = {},
): Promise<CurrentSubscription | null> {
  const query = db
    .select({ subscription: subscriptions, plan: plans, subscriber: subscribers })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
    .where(eq(subscriptions.subscriberId, subscriberId))
    .orderBy(asc(sql`${subscriptions.state} = 'cancelled'`), desc(subscriptions.createdAt))
    .limit(1);
  const [current] = options.lock ? await query.for('update', { of: subscriptions }) : await query;
  return current ?? null;
}

/** Is a charge of this subscription still waiting for the gateway's answer? */
export async function hasChargeInFlight(db: Db | Tx, subscriptionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.subscriptionId, subscriptionId),
        eq(transactions.status, 'pending'),
        eq(transactions.kind, 'charge'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The access rule of lib/subscription-machine.ts (`hasAccess`) as a SQL condition on a
 * subscriptions row under `alias`, for the queries that pick whom to serve in bulk (alerts, digests,
 * push): open in the access states, and in `cancelled` until `access_until`. `alias` is a constant
 * of the calling query, never input.
 */
export function hasAccessSql(alias: string): SQL {
  const states = sql.join(
    ACCESS_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`(${column('state')} in (${states}) or (${column('state')} = 'cancelled' and ${column('access_until')} > now()))`;
}
