import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TAdminTransaction } from '@sarraf/contracts';
import type { Db, Tx } from '../../../db/client';
import { plans, subscribers, transactions } from '../../../db/schema/index';
import { iso } from '../../../lib/query-helpers';
import { shownSubscriberMsisdn, subscriberNumberMatches } from '../operations/subscriber-number';

/**
 * What refunds have returned of a charge, or are returning (a refund pending at the gateway
 * counts, so two refunds in flight never return more than the charge took): the cap of the next. Written
 * with an explicit alias, since the outer query reads the same table.
 */
// The outer row is named in full: Drizzle leaves columns unqualified in a single-table select,
// where a bare "id" would resolve to the inner alias.
export const refundedOf = () =>
  sql<number>`(select coalesce(sum(refunds.amount_minor), 0)::int from ${transactions} as refunds
    where refunds.refund_of_id = "transactions"."id" and refunds.status in ('succeeded', 'pending'))`;

// A retired subscriber's rows stay with it, under the number it had (the operator may still settle
// them); `subscriber_retired_at` marks them.
const columns = {
  row: transactions,
  msisdn: shownSubscriberMsisdn,
  retiredAt: subscribers.retiredAt,
  planName: plans.name,
  refunded: refundedOf(),
};

type LedgerRow = {
  row: typeof transactions.$inferSelect;
  msisdn: string;
  retiredAt: Date | null;
  planName: string;
  refunded: number;
};

/** A ledger row as the back office shows it (ZAdminTransaction). */
export function presentLedgerRow({
  row,
  msisdn,
  retiredAt,
  planName,
  refunded,
}: LedgerRow): TAdminTransaction {
  const refundedMinor = Number(refunded);
  const refundable =
    row.kind === 'charge' && row.status === 'succeeded' ? Math.max(0, row.amountMinor - refundedMinor) : 0;
  return {
    id: row.id,
    operator_id: row.operatorId,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    amount_minor: row.amountMinor,
    currency: row.currency,
    description: row.description,
    reason: row.reason,
    subscriber_id: row.subscriberId,
    msisdn,
    subscriber_retired_at: iso(retiredAt),
    subscription_uuid: row.subscriptionId,
    plan_name: planName,
    refund_of_id: row.refundOfId,
    refunded_minor: row.kind === 'charge' ? refundedMinor : 0,
    refundable_minor: refundable,
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    created_at: row.createdAt.toISOString(),
    settled_at: iso(row.settledAt),
  };
}

export interface LedgerFilter {
  /** One operator's rows (the request's scope, services/back-office/operator-scope.ts). */
  operatorId?: string | undefined;
  subscriberId?: number | undefined;
  status?: TAdminTransaction['status'] | undefined;
  kind?: TAdminTransaction['kind'] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  msisdn?: { kind: 'exact'; msisdn: string } | { kind: 'partial'; digits: string } | undefined;
}

function whereOf(filter: LedgerFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.operatorId) conditions.push(eq(transactions.operatorId, filter.operatorId));
  if (filter.subscriberId) conditions.push(eq(transactions.subscriberId, filter.subscriberId));
  if (filter.status) conditions.push(eq(transactions.status, filter.status));
  if (filter.kind) conditions.push(eq(transactions.kind, filter.kind));
  if (filter.from) conditions.push(gte(transactions.createdAt, filter.from));
  if (filter.to) conditions.push(lte(transactions.createdAt, filter.to));
  conditions.push(subscriberNumberMatches(filter.msisdn));
  return and(...conditions);
}

/** Ledger rows with their subscriber and plan, newest first. */
export async function findLedgerRows(
  db: Db | Tx,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TAdminTransaction[]; total: number }> {
  const where = whereOf(filter);
  const [total] = await db
    .select({ total: count() })
    .from(transactions)
    .innerJoin(subscribers, eq(subscribers.id, transactions.subscriberId))
    .where(where);
  const rows = await db
    .select(columns)
    .from(transactions)
    .innerJoin(subscribers, eq(subscribers.id, transactions.subscriberId))
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(presentLedgerRow), total: Number(total?.total ?? 0) };
}

/** One ledger row by id, as the back office shows it; null when there is none. */
export async function findLedgerRow(db: Db | Tx, id: number): Promise<TAdminTransaction | null> {
  const [row] = await db
    .select(columns)
    .from(transactions)
    .innerJoin(subscribers, eq(subscribers.id, transactions.subscriberId))
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .where(eq(transactions.id, id));
  return row ? presentLedgerRow(row) : null;
}
