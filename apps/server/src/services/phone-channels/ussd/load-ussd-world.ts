import { numberText } from '@sarraf/contracts/number-text';
import { localDateOf } from '../../../lib/local-time';
import { findCurrentSubscription, toSnapshot } from '../../billing';
import { accessOf, priceLineOf, quotedPlan } from '../offer';
import { type Catalogue, getCatalogue, getItemPrices, itemQuotes, type QuoteContext } from '../../categories';
import type { ContentCache } from '../../content-cache';
import {
  convertWithSnapshot,
  getMarketSnapshot,
  type MarketSnapshot,
  rateKey,
  sourceQuotes,
  StalenessClock,
} from '../../rates';
import { getReferenceSnapshot } from '../../reference-rates';
import type { Db } from '../../../db/client';
import type { UssdSessionCache } from './ussd-session-store';
import type { UssdPriceLine, UssdWorld } from './ussd-menu';

/** The content a USSD answer reads, from the same cached datasets the portal reads. */
export interface UssdContent {
  snapshot: MarketSnapshot;
  catalogue: Catalogue;
  quotes: QuoteContext;
  reference: Awaited<ReturnType<typeof getReferenceSnapshot>>['value'];
}

/** `zone` is the service's (config.timeZone): "today" began at its midnight. */
export async function loadUssdContent(
  db: Db,
  cache: ContentCache,
  zone: string,
  now: Date,
): Promise<UssdContent> {
  const [market, catalogue, prices, reference] = await Promise.all([
    getMarketSnapshot(db, cache, zone),
    getCatalogue(db, cache),
    getItemPrices(db, cache, zone),
    getReferenceSnapshot(db, cache),
  ]);
  return {
    snapshot: market.value,
    catalogue: catalogue.value,
    quotes: { snapshot: market.value, itemPrices: prices.value, clock: new StalenessClock(now.getTime()) },
    reference: reference.value,
  };
}

/**
 * The lists a session's choices index into, as they are now: every active price source (the
 * markets), the currencies the main market quotes (the converter's), the gold items.
 */
export function sessionCacheOf(content: UssdContent): UssdSessionCache {
  const { snapshot, catalogue } = content;
  const main = snapshot.primarySource;
  return {
    markets: snapshot.sources.map((source) => ({ key: source.id, name: source.name })),
    currencies: main
      ? snapshot.currencies
          .filter((currency) => !currency.isBase && sourceQuotes(snapshot, main.id, currency.code))
          .map((currency) => ({ key: currency.code, name: currency.name }))
      : [],
    goldItems: catalogue.categories
      .filter((category) => category.kind === 'gold')
      .flatMap((category) => category.items.map((item) => ({ key: item.id, name: item.name }))),
  };
}

/**
 * `534.9/536.8`, `69,790/70,845`, or the single value of an item priced without a spread: as every
 * SMS and USSD number is written (`@sarraf/contracts/number-text`).
 */
const priced = (buy: string | null, sell: string | null, value: string | null = null) =>
  value !== null
    ? numberText(value)
    : `${buy === null ? '-' : numberText(buy)}/${sell === null ? '-' : numberText(sell)}`;

/** The subscription (if any) and the price to quote: the plan the phone channels quote this subscriber (offer.ts). */
async function subscriptionPart(db: Db, subscriberId: number | null, zone: string) {
  const current = subscriberId === null ? null : await findCurrentSubscription(db, subscriberId);
  const plan = await quotedPlan(db, current?.plan);
  const priceLine = plan ? priceLineOf(plan) : '';
  if (!current) return { subscription: null, priceLine };
  const { state, nextRenewalAt } = current.subscription;
  const access = accessOf(toSnapshot(current.subscription), new Date());
  // In grace the next date is a retry of the failed renewal, not a renewal: not shown as one.
  const renews = state === 'active';
  return {
    subscription: {
      state,
      nextRenewal: renews && nextRenewalAt ? localDateOf(nextRenewalAt, zone) : null,
      hasAccess: access.hasAccess,
      // What a cancellation keeps (open) or kept (cancelled): the rest of the period already paid.
      paidUntil: access.paidUntil ? localDateOf(access.paidUntil, zone) : null,
    },
    priceLine,
  };
}

/** Everything the menu may show this subscriber, lists from the session's cache. */
export async function loadUssdWorld(
  db: Db,
  input: {
    content: UssdContent;
    cache: UssdSessionCache;
    subscriberId: number | null;
    shortCode: string;
    /** The service's zone (config.timeZone): the day the next renewal is shown on. */
    zone: string;
  },
): Promise<UssdWorld> {
  const { content, cache } = input;
  const { snapshot } = content;
  const ratesOf = (sourceId: number): UssdPriceLine[] =>
    snapshot.currencies.flatMap((currency) => {
      const rate = currency.isBase ? undefined : snapshot.rates.get(rateKey(sourceId, currency.id));
      return rate ? [{ label: currency.code, price: priced(rate.buy, rate.sell) }] : [];
    });
  const main = snapshot.primarySource;
  const sampleLine = main ? ratesOf(main.id)[0] : undefined;
  return {
    shortCode: input.shortCode,
    ...(await subscriptionPart(db, input.subscriberId, input.zone)),
    sample: main && sampleLine ? { market: main.name, line: sampleLine } : null,
    markets: cache.markets,
    currencies: cache.currencies,
    goldItems: cache.goldItems,
    ratesOf,
    goldQuotesOf(itemId) {
      const item = content.catalogue.itemById.get(itemId);
      if (!item) return [];
      return itemQuotes(item, content.quotes).map((quote) => ({
        label: quote.source?.name ?? 'السعر',
        price: priced(quote.buy, quote.sell, quote.value),
      }));
    },
    convert(amount, code) {
      const base = snapshot.base;
      if (!base || !main) return null;
      try {
        const { conversion } = convertWithSnapshot(
          snapshot,
          { amount, from: code, to: base.code, source_id: main.id },
          content.quotes.clock.now,
          content.reference,
        );
        // `53,850`, not `53850.00`: commas, and no fraction of zeros.
        return {
          amount: numberText(conversion.amount),
          fromName: snapshot.currencyByCode.get(code)?.name ?? code,
          result: numberText(conversion.result),
          toName: base.name,
          sourceName: conversion.source.name,
          rate: numberText(conversion.rate),
        };
      } catch {
        // No rate for the pair now (the source stopped quoting it): the menu says so.
        return null;
      }
    },
  };
}
