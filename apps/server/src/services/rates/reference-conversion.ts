import type { TConversion, TConversionLeg, TConvertCurrencyQuery } from '@sarraf/contracts';
import { Decimal } from '../../lib/decimal';
import { REFERENCE_STALE_DAYS, type ReferenceSnapshot } from '../reference-rates';
import {
  rateKey,
  sourceRef,
  type MarketSnapshot,
  type MarketSource,
  type StalenessClock,
} from './market-snapshot';

const DAY_MS = 86_400_000;
const QUOTIENT_DECIMALS = 10;

/** The market's currencies tried, in order, to tie a currency the feed lacks (the rial) to it. */
export const REFERENCE_BRIDGES = ['USD', 'EUR', 'SAR', 'GBP', 'AED'];

/** ISO 4217 minor units of a currency outside the catalogue (JPY 0, KWD 3), from the runtime's CLDR data. */
export function isoMinorUnits(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

interface Price {
  /** Units of the currency per one unit of the feed's base. */
  perBase: Decimal;
  /** When this price was true: the feed's day, or the older of the feed's day and the market quote's. */
  recordedAt: Date;
  stale: boolean;
}

/**
 * A conversion by the reference feed's cross rates (docs/design.md#reference-rates), for a pair the
 * chosen market does not quote: amount × perBase(to) ÷ perBase(from), rounded once at the end to
 * `to`'s minor units. A currency the feed does not carry (the rial) is tied to the feed through the
 * market's mid rate of a bridge currency both know (USD first): perBase(YER) = perBase(USD) ×
 * mid(USD in YER). Null when either currency is unknown to both.
 */
export function convertByReference(
  market: MarketSnapshot,
  source: MarketSource,
  reference: ReferenceSnapshot,
  query: TConvertCurrencyQuery,
  clock: StalenessClock,
): { conversion: TConversion; validUntil: number } | null {
  if (!reference.day || !reference.base) return null;
  const referenceDay = new Date(`${reference.day}T00:00:00.000Z`);
  const referenceStaleAt = referenceDay.getTime() + REFERENCE_STALE_DAYS * DAY_MS;
  const referenceStale = clock.now > referenceStaleAt;
  const feedBase = reference.base;

  const fromFeed = (code: string): Price | null => {
    const text = code === feedBase ? '1' : reference.perBase.get(code);
    return text ? { perBase: new Decimal(text), recordedAt: referenceDay, stale: referenceStale } : null;
  };
  /** Market base units per one `code` at the source's mid rate; 1 for the base itself. */
  const marketMid = (code: string): { mid: Decimal; recordedAt: Date; stale: boolean } | null => {
    const currency = market.currencyByCode.get(code);
    if (!currency) return null;
    if (currency.isBase) return { mid: new Decimal(1), recordedAt: referenceDay, stale: false };
    const rate = market.rates.get(rateKey(source.id, currency.id));
    if (!rate) return null;
    return {
      mid: new Decimal(rate.buy).plus(rate.sell).div(2),
      recordedAt: rate.recordedAt,
      stale: clock.isStale(rate.recordedAt, source.freshnessMinutes),
    };
  };
  const price = (code: string): Price | null => {
    const direct = fromFeed(code);
    if (direct) return direct;
    const own = marketMid(code);
    if (!own) return null;
    for (const bridgeCode of REFERENCE_BRIDGES) {
      if (bridgeCode === code) continue;
      const bridgeFeed = fromFeed(bridgeCode);
      const bridgeMarket = marketMid(bridgeCode);
      if (!bridgeFeed || !bridgeMarket) continue;
      return {
        perBase: bridgeFeed.perBase.times(bridgeMarket.mid).div(own.mid),
        recordedAt: new Date(
          Math.min(referenceDay.getTime(), bridgeMarket.recordedAt.getTime(), own.recordedAt.getTime()),
        ),
        stale: referenceStale || bridgeMarket.stale || own.stale,
      };
    }
    return null;
  };

  const from = price(query.from);
  const to = price(query.to);
  if (!from || !to) return null;
  const minorUnits = market.currencyByCode.get(query.to)?.minorUnits ?? isoMinorUnits(query.to);
  const amount = new Decimal(query.amount);
  const rate = to.perBase.div(from.perBase);
  const leg = (code: string, side: 'buy' | 'sell', p: Price): TConversionLeg => ({
    currency: code,
    side,
    rate: new Decimal(1).div(p.perBase).toDecimalPlaces(QUOTIENT_DECIMALS).toFixed(),
    recorded_at: p.recordedAt.toISOString(),
  });
  const oldest = from.recordedAt <= to.recordedAt ? from.recordedAt : to.recordedAt;
  return {
    conversion: {
      amount: query.amount,
      from: query.from,
      to: query.to,
      base: feedBase,
      source: sourceRef(source),
      result: amount.times(to.perBase).div(from.perBase).toFixed(minorUnits),
      side: 'cross',
      rate: rate.toDecimalPlaces(QUOTIENT_DECIMALS).toFixed(),
      rate_recorded_at: oldest.toISOString(),
      is_stale: from.stale || to.stale,
      legs: [leg(query.from, 'buy', from), leg(query.to, 'sell', to)],
      rate_kind: 'reference',
      reference_date: reference.day,
    },
    validUntil: clock.validUntil(referenceStale ? undefined : referenceStaleAt + 1),
  };
}
