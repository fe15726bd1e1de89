import type { TConversion, TConversionLeg, TConvertCurrencyQuery } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { Decimal } from '../../lib/decimal';
import { unprocessable } from '../../lib/http-error';
import type { Lang } from '../../lib/messages';
import type { ContentCache, Loaded } from '../content-cache';
import {
  getMarketSnapshot,
  rateKey,
  sourceQuotes,
  sourceRef,
  StalenessClock,
  type MarketSnapshot,
} from './market-snapshot';
import { convertByReference } from './reference-conversion';
import { getReferenceSnapshot, type ReferenceSnapshot } from '../reference-rates';

const EMPTY_REFERENCE: ReferenceSnapshot = { day: null, base: null, perBase: new Map() };

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
  reference: ReferenceSnapshot = EMPTY_REFERENCE,
): { conversion: TConversion; validUntil: number } {
  const source =
    query.source_id === undefined ? snapshot.primarySource : snapshot.sourceById.get(query.source_id);
  if (!source) {
    throw unprocessable({
      source_id: [query.source_id === undefined ? 'no_primary_source' : 'unknown_source'],
    });
  }
  const from = snapshot.currencyByCode.get(query.from);
  const to = snapshot.currencyByCode.get(query.to);
  const base = snapshot.base;
  const clock = new StalenessClock(now);
  // A market rate always wins; the reference feed prices only a pair the source does not quote.
  if (
    !base ||
    !sourceQuotes(snapshot, source.id, query.from) ||
    !sourceQuotes(snapshot, source.id, query.to)
  ) {
    const byReference = convertByReference(snapshot, source, reference, query, clock);
    if (byReference) return byReference;
  }
  // Neither priced it. A code neither the catalogue nor the feed knows is unknown; otherwise the
  // blame is on the catalogue's currency of the pair, which the source does not quote.
  const known = (code: string) =>
    snapshot.currencyByCode.has(code) || code === reference.base || reference.perBase.has(code);
  const errors: Parameters<typeof unprocessable>[0] = {};
  if (!known(query.from)) errors.from = ['unknown_currency'];
  if (!known(query.to)) errors.to = ['unknown_currency'];
  if (Object.keys(errors).length === 0 && (!from || !to))
    errors[from ? 'from' : 'to'] = ['no_rate_for_currency'];
  if (!from || !to || !base) throw unprocessable(errors);
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
  let numberText: string;
  if (to.isBase) {
    legs = [leg(from.id, from.code, 'buy', 'from')];
    side = 'buy';
    numberText = legs[0]!.leg.rate;
    effectiveRate = new Decimal(numberText);
  } else if (from.isBase) {
    legs = [leg(to.id, to.code, 'sell', 'to')];
    side = 'sell';
    effectiveRate = new Decimal(1).div(legs[0]!.leg.rate);
    numberText = effectiveRate.toDecimalPlaces(QUOTIENT_RATE_DECIMALS).toFixed();
  } else {
    legs = [leg(from.id, from.code, 'buy', 'from'), leg(to.id, to.code, 'sell', 'to')];
    side = 'cross';
    effectiveRate = new Decimal(legs[0]!.leg.rate).div(legs[1]!.leg.rate);
    numberText = effectiveRate.toDecimalPlaces(QUOTIENT_RATE_DECIMALS).toFixed();
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
      rate: numberText,
      rate_recorded_at: oldest.recordedAt.toISOString(),
      is_stale: legs.some((l) => l.stale),
      legs: legs.map((l): TConversionLeg => l.leg),
      rate_kind: 'market',
      reference_date: null,
    },
    validUntil: clock.validUntil(),
  };
}

/** GET /api/client/converter/currency, from the cached market snapshot: no query per conversion. */
export async function convertCurrency(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
  query: TConvertCurrencyQuery,
  lang: Lang = 'ar',
): Promise<Loaded<{ data: TConversion }>> {
  const [{ value: snapshot, validUntil }, { value: reference }] = await Promise.all([
    getMarketSnapshot(db, cache, zone, lang),
    getReferenceSnapshot(db, cache),
  ]);
  const { conversion, validUntil: flip } = convertWithSnapshot(snapshot, query, Date.now(), reference);
  return { value: { data: conversion }, validUntil: Math.min(validUntil ?? Infinity, flip) };
}
