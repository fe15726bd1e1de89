import { and, asc, eq } from 'drizzle-orm';
import type { TRateGrid } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { currencies, priceSources } from '../../../db/schema/index';
import { trimDecimal } from '@sarraf/contracts/number-text';
import { notFound } from '../../../lib/http-error';
import { readAdminSettings } from '../../settings';
import { loadLatestRates } from './latest-rates';

/** The rate-entry grid of one source: every active quoted currency, prefilled with its last rate. */
export async function getRateGrid(db: Db, sourceId: number): Promise<TRateGrid> {
  const [source] = await db.select().from(priceSources).where(eq(priceSources.id, sourceId)).limit(1);
  if (!source) throw notFound();
  const [rows, latest, settings] = await Promise.all([
    db
      .select()
      .from(currencies)
      .where(and(eq(currencies.active, true), eq(currencies.isBase, false)))
      .orderBy(asc(currencies.sortOrder), asc(currencies.id)),
    loadLatestRates(db, sourceId),
    readAdminSettings(db),
  ]);
  return {
    source: {
      id: source.id,
      name: source.name,
      city: source.city,
      freshness_minutes: source.freshnessMinutes,
    },
    max_move_percent: settings.rate_max_move_percent,
    rows: rows.map((currency) => {
      const last = latest.get(currency.id);
      return {
        currency_id: currency.id,
        code: currency.code,
        name: currency.name,
        flag: currency.flag,
        last_buy: last ? trimDecimal(last.buy) : null,
        last_sell: last ? trimDecimal(last.sell) : null,
        last_at: last ? last.recordedAt.toISOString() : null,
      };
    }),
  };
}
