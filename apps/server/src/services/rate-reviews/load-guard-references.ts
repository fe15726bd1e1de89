import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { currencies, rates } from '../../db/schema/index';
import { DAY_BEFORE_MS, type GuardReferences } from './hold-reason';

/**
 * The three pairs an arriving value of each currency is measured against at one source
 * (hold-reason.ts): the last published, the last vetted (an editor's publish or approval, the seed)
 * and the one in effect 24 hours before `now`. One statement: three index probes per currency on
 * `rates_source_currency_recorded_unique` (the vetted one on its partial twin).
 */
export async function loadGuardReferences(
  db: Db | Tx,
  sourceId: number,
  currencyIds: readonly number[],
  now: Date,
): Promise<Map<number, GuardReferences>> {
  const result = new Map<number, GuardReferences>();
  if (currencyIds.length === 0) return result;
  const pair = and(eq(rates.sourceId, sourceId), eq(rates.currencyId, currencies.id));
  const probe = (name: string, where: ReturnType<typeof and>) =>
    db
      .select({ buy: rates.buy, sell: rates.sell, recordedAt: rates.recordedAt })
      .from(rates)
      .where(where)
      .orderBy(desc(rates.recordedAt))
      .limit(1)
      .as(name);
  const last = probe('last_published', pair);
  const vetted = probe('last_vetted', and(pair, eq(rates.vetted, true)));
  const before = probe(
    'day_before',
    and(pair, lte(rates.recordedAt, new Date(now.getTime() - DAY_BEFORE_MS))),
  );
  const rows = await db
    .select({
      currencyId: currencies.id,
      lastBuy: last.buy,
      lastSell: last.sell,
      lastAt: last.recordedAt,
      vettedBuy: vetted.buy,
      vettedSell: vetted.sell,
      vettedAt: vetted.recordedAt,
      beforeBuy: before.buy,
      beforeSell: before.sell,
    })
    .from(currencies)
    .leftJoinLateral(last, sql`true`)
    .leftJoinLateral(vetted, sql`true`)
    .leftJoinLateral(before, sql`true`)
    .where(inArray(currencies.id, [...currencyIds]))
    .orderBy(asc(currencies.id));
  for (const row of rows) {
    result.set(row.currencyId, {
      lastPublished:
        row.lastBuy !== null && row.lastSell !== null && row.lastAt !== null
          ? { buy: row.lastBuy, sell: row.lastSell, recordedAt: row.lastAt }
          : null,
      lastVetted:
        row.vettedBuy !== null && row.vettedSell !== null && row.vettedAt !== null
          ? { buy: row.vettedBuy, sell: row.vettedSell, recordedAt: row.vettedAt }
          : null,
      dayBefore:
        row.beforeBuy !== null && row.beforeSell !== null
          ? { buy: row.beforeBuy, sell: row.beforeSell }
          : null,
    });
  }
  return result;
}
