import { and, asc, count, eq, gte, like, sql, sum } from 'drizzle-orm';
import type { TAdminDashboardResponse, TAdminRole, TDashboardOperations } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import {
  plans,
  priceSources,
  rates,
  smsMessages,
  subscriptionEvents,
  subscriptions,
  transactions,
} from '../../../db/schema/index';
import type { Config } from '../../../env';
import { startOfLocalDay } from '../../../lib/local-time';

const DAY_MS = 86_400_000;
export const CHURN_WINDOWS_DAYS = [7, 30] as const;

/** cancelled / (cancelled + still with access), 0 when there is nobody; rounded to 4 places. */
export function churnRate(cancelled: number, activeNow: number): number {
  const base = cancelled + activeNow;
  return base === 0 ? 0 : Math.round((cancelled / base) * 10_000) / 10_000;
}

/** Rate freshness of every active source: its newest rate against its freshness window. */
async function rateFreshness(db: Db, now: Date): Promise<TAdminDashboardResponse['data']['rate_freshness']> {
  const rows = await db
    .select({
      id: priceSources.id,
      name: priceSources.name,
      city: priceSources.city,
      freshnessMinutes: priceSources.freshnessMinutes,
      // The outer row is named in full: Drizzle leaves columns unqualified in a single-table
      // select, where a bare "id" inside the subquery would be the rate's own id, not the source's.
      last: sql<string | null>`(select max(latest.recorded_at) from ${rates} as latest
        where latest.source_id = "price_sources"."id")`,
    })
    .from(priceSources)
    .where(eq(priceSources.active, true))
    .orderBy(asc(priceSources.sortOrder), asc(priceSources.id));
  return rows.map((row) => {
    const last = row.last ? new Date(row.last) : null;
    return {
      source_id: row.id,
      name: row.name,
      city: row.city,
      freshness_minutes: row.freshnessMinutes,
      last_published_at: last ? last.toISOString() : null,
      is_stale: !last || now.getTime() - last.getTime() > row.freshnessMinutes * 60_000,
    };
  });
}

async function operations(db: Db, config: Config, now: Date): Promise<TDashboardOperations> {
  // "Today" for charges and the SMS budget (which resets then): since midnight in TIME_ZONE.
  const today = startOfLocalDay(now, config.timeZone);
  const [byPlan, charges, churned, sms] = await Promise.all([
    db
      .select({
        uuid: plans.id,
        name: plans.name,
        period: plans.period,
        active: sql<number>`count(${subscriptions.id}) filter (where ${subscriptions.state} = 'active')::int`,
        grace: sql<number>`count(${subscriptions.id}) filter (where ${subscriptions.state} = 'grace')::int`,
      })
      .from(plans)
      .leftJoin(subscriptions, eq(subscriptions.planId, plans.id))
      .groupBy(plans.id, plans.name, plans.period, plans.priceMinor)
      .orderBy(asc(plans.priceMinor)),
    db
      .select({
        status: transactions.status,
        currency: transactions.currency,
        count: count(),
        amount: sum(transactions.amountMinor),
      })
      .from(transactions)
      .where(and(eq(transactions.kind, 'charge'), gte(transactions.createdAt, today)))
      .groupBy(transactions.status, transactions.currency),
    Promise.all(
      CHURN_WINDOWS_DAYS.map(async (days) => {
        const [row] = await db
          .select({ cancelled: sql<number>`count(distinct ${subscriptionEvents.subscriptionId})::int` })
          .from(subscriptionEvents)
          .where(
            and(
              eq(subscriptionEvents.toState, 'cancelled'),
              gte(subscriptionEvents.createdAt, new Date(now.getTime() - days * DAY_MS)),
            ),
          );
        return { days, cancelled: Number(row?.cancelled ?? 0) };
      }),
    ),
    db
      .select({
        total: count(),
        codes: sql<number>`count(*) filter (where ${like(smsMessages.purpose, 'otp.%')})::int`,
        failed: sql<number>`count(*) filter (where ${smsMessages.status} = 'failed')::int`,
      })
      .from(smsMessages)
      .where(gte(smsMessages.createdAt, today)),
  ]);

  const activeTotal = byPlan.reduce((total, plan) => total + Number(plan.active) + Number(plan.grace), 0);
  const tally = (status: 'succeeded' | 'failed' | 'pending') => {
    const rows = charges.filter((row) => row.status === status);
    return {
      count: rows.reduce((total, row) => total + Number(row.count), 0),
      amounts: rows.map((row) => ({ currency: row.currency, amount_minor: Number(row.amount ?? 0) })),
    };
  };
  return {
    active_by_plan: byPlan.map((plan) => ({
      plan_uuid: plan.uuid,
      name: plan.name,
      period: plan.period,
      active: Number(plan.active),
      grace: Number(plan.grace),
    })),
    active_total: activeTotal,
    charges_today: { succeeded: tally('succeeded'), failed: tally('failed'), pending: tally('pending') },
    churn: churned.map(({ days, cancelled }) => ({
      days,
      cancelled,
      active_now: activeTotal,
      rate: churnRate(cancelled, activeTotal),
    })),
    sms_today: {
      // Every operator's budget together, as the counts are every operator's.
      budget: config.operators.reduce((sum, operator) => sum + operator.sms.dailyBudget, 0),
      codes: Number(sms[0]?.codes ?? 0),
      total: Number(sms[0]?.total ?? 0),
      failed: Number(sms[0]?.failed ?? 0),
    },
  };
}

/** The dashboard: editors see rate freshness; admins also subscribers, money and SMS. */
export async function getDashboard(
  db: Db,
  config: Config,
  role: TAdminRole,
  now = new Date(),
): Promise<TAdminDashboardResponse> {
  const [freshness, ops] = await Promise.all([
    rateFreshness(db, now),
    role === 'admin' ? operations(db, config, now) : Promise.resolve(null),
  ]);
  return { data: { generated_at: now.toISOString(), rate_freshness: freshness, operations: ops } };
}
