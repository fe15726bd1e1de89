import { and, asc, desc, eq, gte, isNotNull, lte, sql, sum } from 'drizzle-orm';
import type { TRevenueQuery, TRevenueResponse } from '@sarraf/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { localDayRange } from '../../lib/local-time';
import type { Db } from '../../db/client';
import {
  plans,
  revenueDayFailures,
  revenueDayMoney,
  revenueDayPlans,
  revenueDays,
  settlementImports,
} from '../../db/schema/index';

type Data = TRevenueResponse['data'];

/** succeeded / attempts with 4 decimals, null on a day without attempts. */
export function successRate(succeeded: number, failed: number): number | null {
  const attempts = succeeded + failed;
  return attempts === 0 ? null : Math.round((succeeded / attempts) * 10_000) / 10_000;
}

/** Revenue per average active subscription over the days of the view; null without a base. */
export function arpuMinor(grossMinor: number, activeEnds: readonly number[]): number | null {
  const base = activeEnds.reduce((total, active) => total + active, 0) / Math.max(1, activeEnds.length);
  return base <= 0 ? null : Math.round(grossMinor / base);
}

/**
 * The revenue dashboard (docs/revenue.md#the-dashboard), read from the summary tables only: a view
 * of a year reads a few hundred rows whatever the size of the ledger. `from` and `to` are days of
 * `zone` (the service's TIME_ZONE), the days the summaries count.
 */
export async function getRevenue(
  db: Db,
  zone: string,
  query: TRevenueQuery,
  now = new Date(),
): Promise<Data> {
  const { from, to } = localDayRange(query, zone, now);
  const inRange = (table: { day: AnyPgColumn }) => and(gte(table.day, from), lte(table.day, to));

  const [days, money, planRows, failures, imports] = await Promise.all([
    db.select().from(revenueDays).where(inRange(revenueDays)).orderBy(asc(revenueDays.day)),
    db.select().from(revenueDayMoney).where(inRange(revenueDayMoney)),
    db
      .select({
        day: revenueDayPlans.day,
        planId: revenueDayPlans.planId,
        gross: revenueDayPlans.grossMinor,
        active: revenueDayPlans.activeEnd,
      })
      .from(revenueDayPlans)
      .where(inRange(revenueDayPlans))
      .orderBy(asc(revenueDayPlans.day)),
    db
      .select({ reason: revenueDayFailures.reason, count: sum(revenueDayFailures.count).mapWith(Number) })
      .from(revenueDayFailures)
      .where(inRange(revenueDayFailures))
      .groupBy(revenueDayFailures.reason)
      .orderBy(desc(sum(revenueDayFailures.count)), asc(revenueDayFailures.reason)),
    db
      .select()
      .from(settlementImports)
      .where(and(eq(settlementImports.status, 'done'), isNotNull(settlementImports.coveredFrom)))
      .orderBy(desc(settlementImports.finishedAt)),
  ]);

  const moneyOf = (day: string, field: 'grossMinor' | 'refundedMinor') =>
    money
      .filter((row) => row.day === day && row[field] > 0)
      .map((row) => ({ currency: row.currency, amount_minor: Number(row[field]) }));

  const planList = await db.select().from(plans).orderBy(asc(plans.priceMinor));
  const lastDay = days.at(-1)?.day ?? null;
  const byPlan = new Map<string, { gross: number; actives: number[]; last: number }>();
  for (const row of planRows) {
    const entry = byPlan.get(row.planId) ?? { gross: 0, actives: [], last: 0 };
    entry.gross += Number(row.gross);
    entry.actives.push(row.active);
    if (row.day === lastDay) entry.last = row.active;
    byPlan.set(row.planId, entry);
  }

  // A month is reported from the charges we know of: each month the view touches.
  const months = new Set<string>();
  for (let at = Date.parse(`${from.slice(0, 7)}-01`); at <= Date.parse(to);) {
    const month = new Date(at).toISOString().slice(0, 7);
    months.add(month);
    const next = new Date(at);
    next.setUTCMonth(next.getUTCMonth() + 1);
    at = next.getTime();
  }

  const [computed] = await db
    .select({ at: sql<string | null>`max(${revenueDays.computedAt})::text` })
    .from(revenueDays);

  return {
    from,
    to,
    days: days.map((row) => ({
      day: row.day,
      gross: moneyOf(row.day, 'grossMinor'),
      refunded: moneyOf(row.day, 'refundedMinor'),
      charges_succeeded: row.chargesSucceeded,
      charges_failed: row.chargesFailed,
      success_rate: successRate(row.chargesSucceeded, row.chargesFailed),
      new_subscriptions: row.newSubscriptions,
      cancellations: {
        web: row.cancelledWeb,
        sms: row.cancelledSms,
        operator: row.cancelledOperator,
        admin: row.cancelledAdmin,
        unpaid: row.cancelledUnpaid,
      },
      active_end: row.activeEnd,
    })),
    plans: planList.map((plan) => {
      const entry = byPlan.get(plan.id);
      return {
        plan_uuid: plan.id,
        name: plan.name,
        period: plan.period,
        currency: plan.currency,
        active_end: entry?.last ?? 0,
        gross_minor: entry?.gross ?? 0,
        arpu_minor: entry ? arpuMinor(entry.gross, entry.actives) : null,
      };
    }),
    failure_reasons: failures.map((row) => ({ reason: row.reason, count: row.count })),
    settlement_months: [...months].map((month) => {
      const covering = imports.find(
        (found) => found.coveredFrom!.slice(0, 7) <= month && found.coveredTo!.slice(0, 7) >= month,
      );
      const summary = (covering?.summary ?? null) as Record<string, number> | null;
      const problems = summary
        ? summary.missing_here! + summary.missing_there! + summary.amount_mismatch! + summary.status_mismatch!
        : 0;
      return {
        month,
        status: !covering ? 'not_imported' : problems === 0 ? 'reconciled' : 'mismatches',
        import_id: covering?.id ?? null,
        problems,
      };
    }),
    computed_at: computed?.at ? new Date(computed.at).toISOString() : null,
  };
}
