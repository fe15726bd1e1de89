import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { currencies, rates } from '../../../db/schema/index';

export interface LatestRate {
  currencyId: number;
  buy: string;
  sell: string;
  recordedAt: Date;
}

/**
 * The last published buy/sell of each given currency (all active ones when `currencyIds` is
 * omitted) at one source: one index probe per currency on `rates_source_currency_recorded_unique`.
 */
export async function loadLatestRates(
  db: Db | Tx,
  sourceId: number,
  currencyIds?: readonly number[],
): Promise<Map<number, LatestRate>> {
  const latest = db
    .select({ buy: rates.buy, sell: rates.sell, recordedAt: rates.recordedAt })
    .from(rates)
    .where(and(eq(rates.sourceId, sourceId), eq(rates.currencyId, currencies.id)))
    .orderBy(desc(rates.recordedAt))
    .limit(1)
    .as('latest');
  const rows = await db
    .select({ currencyId: currencies.id, buy: latest.buy, sell: latest.sell, recordedAt: latest.recordedAt })
    .from(currencies)
    .leftJoinLateral(latest, sql`true`)
    .where(currencyIds ? inArray(currencies.id, [...currencyIds]) : eq(currencies.active, true))
    .orderBy(asc(currencies.id));
  const result = new Map<number, LatestRate>();
  for (const row of rows) {
    if (row.buy !== null && row.sell !== null && row.recordedAt !== null)
      result.set(row.currencyId, {
        currencyId: row.currencyId,
        buy: row.buy,
        sell: row.sell,
        recordedAt: row.recordedAt,
      });
  }
  return result;
}
