import type { TConversion, TConversionLeg, TConvertCurrencyQuery } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { Decimal } from '../../lib/decimal';
import { unprocessable } from '../../lib/http-error';
import type { ContentCache, Loaded } from '../content-cache/content-cache';
import {
  getMarketSnapshot,
  rateKey,
  sourceRef,
  StalenessClock,
  type MarketSnapshot,
} from './market-snapshot';

/** Decimals of an effective rate computed by division (1/sell, buy/sell): far below any display. */
export const QUOTIENT_RATE_DECIMALS = 10;

/**
 * The converter (docs/design.md#converter), computed with decimals from the chosen source's latest rates
 * (default: the primary market):
 * - foreign → base: the source buys `from`: amount × buy(from);
 * - base → foreign: the source sells `to`: amount ÷ sell(to);
 * - foreign → foreign: through the base currency, as a customer would do it at the counter:
 *   amount × buy(from) ÷ sell(to).
 * The result is rounded half-up to the minor units of `to` (ISO 4217: YER 2, KWD 3); `rate` is the
 * effective `to` per one `from` — the buy rate itself, or the quotient to 10 decimals.
 */
export function convertWithSnapshot(
  snapshot: MarketSnapshot,
  query: TConvertCurrencyQuery,
  now: number,
): { conversion: TConversion; validUntil: number } {
  const source =
    query.source_id === undefined ? snapshot.primarySource : snapshot.sourceById.get(query.source_id);
  const from = snapshot.currencyByCode.get(query.from);
  const to = snapshot.currencyByCode.get(query.to);
  const errors: Parameters<typeof unprocessable>[0] = {};
  if (!source) errors.source_id = [query.source_id === undefined ? 'no_primary_source' : 'unknown_source'];
  if (!from) errors.from = ['unknown_currency'];
  if (!to) errors.to = ['unknown_currency'];
  const base = snapshot.base;
  if (!source || !from || !to || !base) throw unprocessable(errors);

  const clock = new StalenessClock(now);
  const leg = (currencyId: number, code: string, side: 'buy' | 'sell', field: 'from' | 'to') => {
    const rate = snapshot.rates.get(rateKey(source.id, currencyId));
    if (!rate) throw unprocessable({ [field]: ['no_rate_for_currency'] });
    const stale = clock.isStale(rate.recordedAt, source.freshnessMinutes);
    return {
      leg: {
        currency: code,
        side,
        rate: side === 'buy' ? rate.buy : rate.sell,
        recorded_at: rate.recordedAt.toISOString(),
      },
      recordedAt: rate.recordedAt,
      stale,
    };
  };

  const amount = new Decimal(query.amount);
  let legs: Array<ReturnType<typeof leg>>;
  let side: TConversion['side'];
  let effectiveRate: Decimal;
  let rateText: string;
  if (to.isBase) {
    legs = [leg(from.id, from.code, 'buy', 'from')];
    side = 'buy';
    rateText = legs[0]!.leg.rate;
    effectiveRate = new Decimal(rateText);
  } else if (from.isBase) {
    legs = [leg(to.id, to.code, 'sell', 'to')];
    side = 'sell';
    effectiveRate = new Decimal(1).div(legs[0]!.leg.rate);
    rateText = effectiveRate.toDecimalPlaces(QUOTIENT_RATE_DECIMALS).toFixed();
  } else {
    legs = [leg(from.id, from.code, 'buy', 'from'), leg(to.id, to.code, 'sell', 'to')];
    side = 'cross';
    effectiveRate = new Decimal(legs[0]!.leg.rate).div(legs[1]!.leg.rate);
    rateText = effectiveRate.toDecimalPlaces(QUOTIENT_RATE_DECIMALS).toFixed();
  }
  // From the exact rates, not the displayed quotient: amount × buy ÷ sell rounds once, at the end.
  const exact =
    side === 'buy'
      ? amount.times(legs[0]!.leg.rate)
      : side === 'sell'
        ? amount.div(legs[0]!.leg.rate)
        : amount.times(legs[0]!.leg.rate).div(legs[1]!.leg.rate);
  const oldest = legs.reduce((a, b) => (a.recordedAt <= b.recordedAt ? a : b));

  return {
    conversion: {
      // As typed (already validated): the person sees their own amount back.
      amount: query.amount,
      from: from.code,
      to: to.code,
      base: base.code,
      source: sourceRef(source),
      result: exact.toFixed(to.minorUnits),
      side,
      rate: rateText,
      rate_recorded_at: oldest.recordedAt.toISOString(),
      is_stale: legs.some((l) => l.stale),
      legs: legs.map((l): TConversionLeg => l.leg),
    },
    validUntil: clock.validUntil(),
  };
}

/** GET /api/client/converter/currency, from the cached market snapshot: no query per conversion. */
export async function convertCurrency(
  db: Db,
  cache: ContentCache,
  query: TConvertCurrencyQuery,
): Promise<Loaded<{ data: TConversion }>> {
  const { value: snapshot, validUntil } = await getMarketSnapshot(db, cache);
  const { conversion, validUntil: flip } = convertWithSnapshot(snapshot, query, Date.now());
  return { value: { data: conversion }, validUntil: Math.min(validUntil ?? Infinity, flip) };
}
