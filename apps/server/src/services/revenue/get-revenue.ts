import { and, asc, desc, eq, gte, isNotNull, lte, sql, sum, type SQL } from 'drizzle-orm';
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
 * `zone` (the service's TIME_ZONE), the days the summaries count. `query.operator` (the request's
 * scope) keeps one operator's rows; without it every operator's are added up, and `by_operator`
 * says what each one brought.
 */
export async function getRevenue(
  db: Db,
  zone: string,
  query: TRevenueQuery,
  now = new Date(),
): Promise<Data> {
  const { from, to } = localDayRange(query, zone, now);
  const { operator } = query;
  const inRange = (table: { day: AnyPgColumn; operatorId?: AnyPgColumn }): SQL | undefined =>
    and(
      gte(table.day, from),
      lte(table.day, to),
      operator && table.operatorId ? eq(table.operatorId, operator) : undefined,
    );
  const counted = (column: AnyPgColumn) => sum(column).mapWith(Number);

  const [days, money, planRows, failures, imports] = await Promise.all([
    db
      .select({
        day: revenueDays.day,
        chargesSucceeded: counted(revenueDays.chargesSucceeded),
        chargesFailed: counted(revenueDays.chargesFailed),
        newSubscriptions: counted(revenueDays.newSubscriptions),
        cancelledWeb: counted(revenueDays.cancelledWeb),
        cancelledSms: counted(revenueDays.cancelledSms),
        cancelledOperator: counted(revenueDays.cancelledOperator),
        cancelledAdmin: counted(revenueDays.cancelledAdmin),
        cancelledUnpaid: counted(revenueDays.cancelledUnpaid),
        activeEnd: counted(revenueDays.activeEnd),
      })
      .from(revenueDays)
      .where(inRange(revenueDays))
      .groupBy(revenueDays.day)
      .orderBy(asc(revenueDays.day)),
    db.select().from(revenueDayMoney).where(inRange(revenueDayMoney)),
    db
      .select({
        day: revenueDayPlans.day,
        planId: revenueDayPlans.planId,
        gross: revenueDayPlans.grossMinor,
        active: revenueDayPlans.activeEnd,
      })
      .from(revenueDayPlans)
      .innerJoin(plans, eq(plans.id, revenueDayPlans.planId))
      .where(and(inRange(revenueDayPlans), operator ? eq(plans.operatorId, operator) : undefined))
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
      .where(
        and(
          eq(settlementImports.status, 'done'),
          isNotNull(settlementImports.coveredFrom),
          operator ? eq(settlementImports.operatorId, operator) : undefined,
        ),
      )
      .orderBy(desc(settlementImports.finishedAt)),
  ]);

  // Every operator's money of a day, added up per currency.
  const moneyOf = (day: string, field: 'grossMinor' | 'refundedMinor') => {
    const totals = new Map<string, number>();
    for (const row of money) {
      if (row.day === day) totals.set(row.currency, (totals.get(row.currency) ?? 0) + Number(row[field]));
    }
    return [...totals]
      .filter(([, amount]) => amount > 0)
      .map(([currency, amount]) => ({ currency, amount_minor: amount }));
  };

  const planList = await db
    .select()
    .from(plans)
    .where(operator ? eq(plans.operatorId, operator) : undefined)
    .orderBy(asc(plans.priceMinor));
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
    by_operator: await moneyByOperator(db, { operator, lastDay }, money),
    computed_at: computed?.at ? new Date(computed.at).toISOString() : null,
  };
}

/**
 * Each operator's money over the view, per currency, with its active base at the end of the view's
 * last day; an operator that took no money is listed in its plans' currencies, at zero.
 */
async function moneyByOperator(
  db: Db,
  view: { operator: string | undefined; lastDay: string | null },
  money: readonly (typeof revenueDayMoney.$inferSelect)[],
): Promise<Data['by_operator']> {
  const [actives, planCurrencies] = await Promise.all([
    view.lastDay
      ? db
          .select({ operatorId: revenueDays.operatorId, active: revenueDays.activeEnd })
          .from(revenueDays)
          .where(
            and(
              eq(revenueDays.day, view.lastDay),
              view.operator ? eq(revenueDays.operatorId, view.operator) : undefined,
            ),
          )
      : [],
    db
      .selectDistinct({ operatorId: plans.operatorId, currency: plans.currency })
      .from(plans)
      .where(view.operator ? eq(plans.operatorId, view.operator) : undefined),
  ]);
  const rows = new Map<string, Data['by_operator'][number]>();
  const rowOf = (operatorId: string, currency: string) => {
    const key = `${operatorId} ${currency}`;
    const row = rows.get(key) ?? {
      operator_id: operatorId,
      currency,
      gross_minor: 0,
      refunded_minor: 0,
      active_end: actives.find((found) => found.operatorId === operatorId)?.active ?? 0,
    };
    rows.set(key, row);
    return row;
  };
  for (const row of money) {
    const entry = rowOf(row.operatorId, row.currency);
    entry.gross_minor += Number(row.grossMinor);
    entry.refunded_minor += Number(row.refundedMinor);
  }
  for (const { operatorId } of actives) {
    if (![...rows.values()].some((row) => row.operator_id === operatorId)) {
      for (const plan of planCurrencies.filter((found) => found.operatorId === operatorId)) {
        rowOf(operatorId, plan.currency);
      }
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.operator_id.localeCompare(b.operator_id) || a.currency.localeCompare(b.currency),
  );
}
