import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { TChartPeriod, TGetRateHistoryQuery, TGetRateHistoryResponse } from '@sarraf/contracts';
import { trimDecimal } from '@sarraf/contracts/number-text';
import type { Db } from '../../db/client';
import { rates, referenceRates } from '../../db/schema/index';
import { Decimal } from '../../lib/decimal';
import { rowsOf } from '../../lib/sql-rows';
import { downsampleLttb, MAX_CHART_POINTS } from '../../lib/downsample';
import { unprocessable } from '../../lib/http-error';
import type { Lang } from '../../lib/messages';
import type { ContentCache, Loaded } from '../content-cache';
import { getReferenceSnapshot, type ReferenceSnapshot } from '../reference-rates';
import { REFERENCE_BRIDGES } from './reference-conversion';
import {
  getMarketSnapshot,
  rateKey,
  sourceQuotes,
  sourceRef,
  type MarketSnapshot,
  type MarketSource,
} from './market-snapshot';

type Series = TGetRateHistoryResponse['data']['series'][number];
type Point = [number, string];

const DAY_MS = 86_400_000;
const PERIOD_MS: Record<TChartPeriod, number> = {
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
  '1y': 365 * DAY_MS,
};
const QUOTIENT_DECIMALS = 10;
/** The history's window moves with the clock: a cached answer is redone after this at the latest. */
const ROLL_MS = 10 * 60_000;
/** Slots of a period read per source and currency, before the chart's own thinning to 200 points. */
const HISTORY_SLOTS = 800;
/** One thinned rate of the history: the last of its slot. */
interface HistoryRow {
  sourceId: number;
  currencyId: number;
  buy: string;
  sell: string;
  /** Epoch seconds, fractional. */
  at: number;
}

const seconds = (at: Date | number) => Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000);
const quotient = (a: Decimal, b: Decimal) => a.div(b).toDecimalPlaces(QUOTIENT_DECIMALS).toFixed();
const thin = (points: Point[]) => downsampleLttb(points, MAX_CHART_POINTS, Number);
/**
 * A chart value computed in floating point, written like the decimals elsewhere (no exponent, at
 * most 10 decimals, no trailing zeros). Charts only draw: a year of every market's rates is
 * hundreds of thousands of rows, and decimal arithmetic on each one costs seconds; the thinned
 * points keep 10 significant decimals, far below what a chart shows.
 */
const chartValue = (value: number) => trimDecimal(value.toFixed(QUOTIENT_DECIMALS));
const thinComputed = (points: Array<[number, number]>): Point[] =>
  downsampleLttb(points, MAX_CHART_POINTS, (value) => value).map(([at, value]) => [at, chartValue(value)]);

/**
 * GET /api/client/rates/history (docs/design.md#rate-history): units of `to` per one `from` over a
 * period, computed from the stored rates and thinned like the category charts.
 * - A pair a market quotes: per source (one, or every source quoting it, in display order), the
 *   foreign currency's buy and sell when the other side is the base (their inverse when `from` is
 *   the base), or the mid rates' quotient at each publish for two foreign currencies.
 * - Otherwise the reference feed's daily cross rate, the rial tied in through the market's mid
 *   rate of a bridge currency on each day, as the converter does.
 */
export async function getRateHistory(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
  query: TGetRateHistoryQuery,
  lang: Lang = 'ar',
  now = new Date(),
): Promise<Loaded<TGetRateHistoryResponse>> {
  const [{ value: market }, { value: reference }] = await Promise.all([
    getMarketSnapshot(db, cache, zone, lang),
    getReferenceSnapshot(db, cache),
  ]);
  let chosen: MarketSource | undefined;
  if (query.source_id !== undefined) {
    chosen = market.sourceById.get(query.source_id);
    if (!chosen) throw unprocessable({ source_id: ['unknown_source'] });
  }
  const since = new Date(now.getTime() - PERIOD_MS[query.period]);
  const answer = (rateKind: 'market' | 'reference', series: Series[]): Loaded<TGetRateHistoryResponse> => ({
    value: {
      data: {
        from: query.from,
        to: query.to,
        period: query.period,
        since: since.toISOString(),
        until: now.toISOString(),
        rate_kind: rateKind,
        series,
      },
    },
    validUntil: now.getTime() + ROLL_MS,
  });

  const sources = chosen ? [chosen] : market.sources;
  const quoting = sources.filter(
    (source) => sourceQuotes(market, source.id, query.from) && sourceQuotes(market, source.id, query.to),
  );
  if (quoting.length > 0) return answer('market', await marketSeries(db, market, quoting, query, since));

  const series = await referenceSeries(db, market, reference, chosen ?? market.primarySource, query, since);
  if (series) return answer('reference', series);

  const known = (code: string) =>
    market.currencyByCode.has(code) || code === reference.base || reference.perBase.has(code);
  const errors: Parameters<typeof unprocessable>[0] = {};
  if (!known(query.from)) errors.from = ['unknown_currency'];
  if (!known(query.to)) errors.to = ['unknown_currency'];
  if (Object.keys(errors).length === 0) {
    errors[market.currencyByCode.has(query.from) ? 'from' : 'to'] = ['no_rate_for_currency'];
  }
  throw unprocessable(errors);
}

async function marketSeries(
  db: Db,
  market: MarketSnapshot,
  sources: MarketSource[],
  query: TGetRateHistoryQuery,
  since: Date,
): Promise<Series[]> {
  const from = market.currencyByCode.get(query.from)!;
  const to = market.currencyByCode.get(query.to)!;
  const foreign = [from, to].filter((currency) => !currency.isBase);
  // One range scan per currency on (currency_id, recorded_at), thinned in the database to the last
  // rate of each of HISTORY_SLOTS slots of the period per source and currency: a year of every
  // market every two hours is 130,000 rows a currency, and the chart keeps 200 points a line.
  const slotSeconds = Math.max(1, Math.floor(PERIOD_MS[query.period] / 1000 / HISTORY_SLOTS));
  const currencyIds = foreign.map((currency) => currency.id);
  const rows = rowsOf<HistoryRow>(
    await db.execute(sql`
      select * from (
        select distinct on (source_id, currency_id, slot)
               source_id as "sourceId", currency_id as "currencyId", buy::text as buy, sell::text as sell,
               extract(epoch from recorded_at)::float8 as at,
               floor(extract(epoch from recorded_at - ${since.toISOString()}::timestamptz) / ${slotSeconds})::int as slot
        from rates
        where currency_id in (${sql.join(
          currencyIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and recorded_at >= ${since.toISOString()}::timestamptz
          ${sources.length === 1 ? sql`and source_id = ${sources[0]!.id}` : sql``}
        order by source_id, currency_id, slot, recorded_at desc
      ) thinned
      order by at, "currencyId"`),
  );
  const bySource = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = bySource.get(row.sourceId) ?? [];
    list.push(row);
    bySource.set(row.sourceId, list);
  }

  const series: Series[] = [];
  for (const source of sources) {
    const history = bySource.get(source.id) ?? [];
    const ref = sourceRef(source);
    if (to.isBase || from.isBase) {
      // One foreign currency: its own buy and sell, or what one unit of the base fetches of it.
      const inverse = from.isBase;
      const side = (key: 'buy' | 'sell'): Point[] =>
        inverse
          ? thinComputed(history.map((row) => [Math.floor(row.at), 1 / Number(row[key])]))
          : thin(history.map((row) => [Math.floor(row.at), row[key]]));
      if (history.length === 0) continue;
      series.push({ source: ref, side: 'buy', points: side('buy') });
      series.push({ source: ref, side: 'sell', points: side('sell') });
      continue;
    }
    // Two foreign currencies: the quotient of their mid rates, at every publish of either.
    const mid = new Map<number, number>();
    const points: Array<[number, number]> = [];
    history.forEach((row, index) => {
      mid.set(row.currencyId, (Number(row.buy) + Number(row.sell)) / 2);
      // One point per publish: after the last row written at that instant.
      if (history[index + 1]?.at === row.at) return;
      const a = mid.get(from.id);
      const b = mid.get(to.id);
      if (a && b) points.push([Math.floor(row.at), a / b]);
    });
    if (points.length > 0) series.push({ source: ref, side: 'mid', points: thinComputed(points) });
  }
  return series;
}

/**
 * The reference feed's days in the period for a pair: per day, perBase(to) ÷ perBase(from). A
 * currency the feed lacks is tied in through `source`'s mid rate of a bridge on that day (the last
 * publish before the day ended). Null when the pair cannot be priced so.
 */
async function referenceSeries(
  db: Db,
  market: MarketSnapshot,
  reference: ReferenceSnapshot,
  source: MarketSource | undefined,
  query: TGetRateHistoryQuery,
  since: Date,
): Promise<Series[] | null> {
  if (!reference.base) return null;
  const feedBase = reference.base;
  const inFeed = (code: string) => code === feedBase || reference.perBase.has(code);
  const outside = [query.from, query.to].filter((code) => !inFeed(code));
  let bridge: string | undefined;
  if (outside.length > 0) {
    if (!source || !outside.every((code) => sourceQuotes(market, source.id, code))) return null;
    bridge = REFERENCE_BRIDGES.find(
      (code) => !outside.includes(code) && inFeed(code) && sourceQuotes(market, source.id, code),
    );
    if (!bridge) return null;
  }
  const feedCodes = [
    ...new Set(
      [query.from, query.to, bridge].filter(
        (code): code is string => !!code && inFeed(code) && code !== feedBase,
      ),
    ),
  ];
  const days = await db
    .select({ day: referenceRates.day, currency: referenceRates.currency, perBase: referenceRates.perBase })
    .from(referenceRates)
    .where(
      and(
        inArray(referenceRates.currency, feedCodes),
        gte(referenceRates.day, since.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(asc(referenceRates.day));
  const perDay = new Map<string, Map<string, Decimal>>();
  for (const row of days) {
    const day = perDay.get(row.day) ?? new Map<string, Decimal>([[feedBase, new Decimal(1)]]);
    day.set(row.currency, new Decimal(row.perBase));
    perDay.set(row.day, day);
  }
  if (perDay.size === 0) return feedCodes.length === 0 ? null : [];

  // Market mid rates (in the market's base) of the bridge and of the currencies outside the feed.
  const midAt =
    source && bridge ? await marketMidHistory(db, market, source, [bridge, ...outside], since) : null;

  const points: Point[] = [];
  for (const [day, values] of perDay) {
    const dayEnd = Date.parse(`${day}T23:59:59.999Z`);
    const perBase = (code: string): Decimal | null => {
      const direct = values.get(code);
      if (direct) return direct;
      if (!midAt || !bridge) return null;
      const bridgePerBase = values.get(bridge);
      const bridgeMid = midAt(bridge, dayEnd);
      const ownMid = midAt(code, dayEnd);
      if (!bridgePerBase || !bridgeMid || !ownMid) return null;
      return bridgePerBase.times(bridgeMid).div(ownMid);
    };
    const a = perBase(query.from);
    const b = perBase(query.to);
    if (a && b) points.push([seconds(Date.parse(`${day}T00:00:00.000Z`)), quotient(b, a)]);
  }
  return [{ source: midAt && source ? sourceRef(source) : null, side: 'mid', points: thin(points) }];
}

/**
 * The mid rate of each currency at `source` as of any instant of the period (the last publish at
 * or before it, or the first one after the period began when none came before); the base is 1.
 */
async function marketMidHistory(
  db: Db,
  market: MarketSnapshot,
  source: MarketSource,
  codes: string[],
  since: Date,
): Promise<(code: string, at: number) => Decimal | null> {
  const currencies = codes.map((code) => market.currencyByCode.get(code)).filter((c) => c !== undefined);
  const foreign = currencies.filter((currency) => !currency.isBase);
  const rows = foreign.length
    ? await db
        .select({
          currencyId: rates.currencyId,
          recordedAt: rates.recordedAt,
          buy: rates.buy,
          sell: rates.sell,
        })
        .from(rates)
        .where(
          and(
            eq(rates.sourceId, source.id),
            inArray(
              rates.currencyId,
              foreign.map((currency) => currency.id),
            ),
            gte(rates.recordedAt, new Date(since.getTime() - DAY_MS)),
          ),
        )
        .orderBy(asc(rates.recordedAt))
    : [];
  const byCurrency = new Map<number, Array<{ at: number; mid: Decimal }>>();
  for (const row of rows) {
    const list = byCurrency.get(row.currencyId) ?? [];
    list.push({ at: row.recordedAt.getTime(), mid: new Decimal(row.buy).plus(row.sell).div(2) });
    byCurrency.set(row.currencyId, list);
  }
  return (code, at) => {
    const currency = market.currencyByCode.get(code);
    if (!currency) return null;
    if (currency.isBase) return new Decimal(1);
    const list = byCurrency.get(currency.id);
    if (!list || list.length === 0) {
      // No publish in the period: the latest known rate stands for it.
      const latest = market.rates.get(rateKey(source.id, currency.id));
      return latest ? new Decimal(latest.buy).plus(latest.sell).div(2) : null;
    }
    let found = list[0]!.mid;
    for (const entry of list) {
      if (entry.at > at) break;
      found = entry.mid;
    }
    return found;
  };
}
