import { and, asc, eq, gte } from 'drizzle-orm';
import type {
  TChartPeriod,
  TChartSeries,
  TChartSide,
  TGetCategoryDetailsChartsRequest,
  TGetCategoryDetailsChartsResponse,
} from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { categoryItemPrices, rates } from '../../db/schema/index';
import { downsampleLttb, MAX_CHART_POINTS } from '../../lib/downsample';
import { notFound } from '../../lib/http-error';
import type { Lang } from '../../lib/messages';
import type { ContentCache, Loaded } from '../content-cache';
import { getMarketSnapshot, sourceRef } from '../rates';
import { getCatalogue } from './category-catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS: Record<TChartPeriod, number> = {
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
  '1y': 365 * DAY_MS,
};

interface HistoryRow {
  sourceId: number | null;
  recordedAt: Date;
  value: string | null;
  buy: string | null;
  sell: string | null;
}

/**
 * POST /api/client/get/category/details/charts: an item's price history over a period, one series
 * per source and side (buy/sell, or `value` for a one-price item), oldest point first, thinned
 * with LTTB so peaks survive. A currency item plots its currency's rates.
 */
export async function getCategoryChart(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
  request: TGetCategoryDetailsChartsRequest,
  lang: Lang = 'ar',
): Promise<Loaded<TGetCategoryDetailsChartsResponse>> {
  const [{ value: catalogue }, { value: snapshot }] = await Promise.all([
    getCatalogue(db, cache, lang),
    getMarketSnapshot(db, cache, zone, lang),
  ]);
  const item = catalogue.itemById.get(request.item_id);
  if (!item) throw notFound();
  const to = new Date();
  const from = new Date(to.getTime() - PERIOD_MS[request.period]);

  // Range scans on (currency_id, recorded_at) or (item_id, source_id, recorded_at).
  const history: HistoryRow[] =
    item.currencyId !== null
      ? (
          await db
            .select({
              sourceId: rates.sourceId,
              recordedAt: rates.recordedAt,
              buy: rates.buy,
              sell: rates.sell,
            })
            .from(rates)
            .where(
              and(
                eq(rates.currencyId, item.currencyId),
                gte(rates.recordedAt, from),
                request.source_id === undefined ? undefined : eq(rates.sourceId, request.source_id),
              ),
            )
            .orderBy(asc(rates.recordedAt))
        ).map((row) => ({ ...row, value: null }))
      : await db
          .select({
            sourceId: categoryItemPrices.sourceId,
            recordedAt: categoryItemPrices.recordedAt,
            value: categoryItemPrices.value,
            buy: categoryItemPrices.buy,
            sell: categoryItemPrices.sell,
          })
          .from(categoryItemPrices)
          .where(
            and(
              eq(categoryItemPrices.itemId, item.id),
              gte(categoryItemPrices.recordedAt, from),
              request.source_id === undefined
                ? undefined
                : eq(categoryItemPrices.sourceId, request.source_id),
            ),
          )
          .orderBy(asc(categoryItemPrices.recordedAt));

  // Series in the sources' display order, a price of no market last.
  const order = new Map(snapshot.sources.map((source, index) => [source.id, index]));
  const bySource = new Map<number | null, HistoryRow[]>();
  for (const row of history) {
    if (row.sourceId !== null && !order.has(row.sourceId)) continue;
    const list = bySource.get(row.sourceId) ?? [];
    list.push(row);
    bySource.set(row.sourceId, list);
  }
  const sources = [...bySource.keys()].sort(
    (a, b) => (a === null ? Infinity : order.get(a)!) - (b === null ? Infinity : order.get(b)!),
  );
  const sides: TChartSide[] = request.side ? [request.side] : ['buy', 'sell', 'value'];
  const series: TChartSeries[] = [];
  for (const sourceId of sources) {
    const rows = bySource.get(sourceId) ?? [];
    const source = sourceId === null ? undefined : snapshot.sourceById.get(sourceId);
    for (const side of sides) {
      const points = rows.flatMap((row) => {
        const price = row[side];
        return price === null ? [] : [[Math.floor(row.recordedAt.getTime() / 1000), price] as const];
      });
      if (points.length === 0) continue;
      series.push({
        source: source ? sourceRef(source) : null,
        side,
        points: downsampleLttb(points, MAX_CHART_POINTS, Number),
      });
    }
  }
  return {
    value: {
      data: {
        item_id: item.id,
        period: request.period,
        from: from.toISOString(),
        to: to.toISOString(),
        series,
      },
    },
  };
}
