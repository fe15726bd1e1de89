import { asc, eq } from 'drizzle-orm';
import { plans } from '../../db/schema/index';
import { yemenDateOf } from '../../lib/yemen-time';
import { formatPrice, PERIOD_WORDS } from '../billing/billing-sms-text';
import { findCurrentSubscription, toSnapshot } from '../billing/subscription-store';
import { hasAccess, paidAccessUntil } from '../../lib/subscription-machine';
import {
  getCatalogue,
  getItemPrices,
  itemQuotes,
  type Catalogue,
  type QuoteContext,
} from '../categories/category-catalogue';
import type { ContentCache } from '../content-cache/content-cache';
import { convertWithSnapshot } from '../rates/convert-currency';
import {
  getMarketSnapshot,
  rateKey,
  sourceQuotes,
  StalenessClock,
  type MarketSnapshot,
} from '../rates/market-snapshot';
import { getReferenceSnapshot } from '../reference-rates/reference-snapshot';
import type { Db } from '../../db/client';
import type { UssdSessionCache } from './ussd-session-store';
import type { UssdPriceLine, UssdWorld } from './ussd-menu';

/** The content a USSD answer reads, from the same cached datasets the portal reads. */
export interface UssdContent {
  snapshot: MarketSnapshot;
  catalogue: Catalogue;
  quotes: QuoteContext;
  reference: Awaited<ReturnType<typeof getReferenceSnapshot>>['value'];
}

export async function loadUssdContent(db: Db, cache: ContentCache, now: Date): Promise<UssdContent> {
  const [market, catalogue, prices, reference] = await Promise.all([
    getMarketSnapshot(db, cache),
    getCatalogue(db, cache),
    getItemPrices(db, cache),
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
 * `534.9000` → `534.9`, `61066.0000` → `61066`: the published value without the zeros the column's
 * scale adds, which cost a USSD screen room and say nothing.
 */
export const compactDecimal = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** `534.9/536.8`, or the single value of an item priced without a spread. */
const priced = (buy: string | null, sell: string | null, value: string | null = null) =>
  value !== null
    ? compactDecimal(value)
    : `${buy === null ? '-' : compactDecimal(buy)}/${sell === null ? '-' : compactDecimal(sell)}`;

/** The subscription (if any) and the price to quote: the subscriber's plan, else the first on sale. */
async function subscriptionPart(db: Db, subscriberId: number | null) {
  const current = subscriberId === null ? null : await findCurrentSubscription(db, subscriberId);
  const plan =
    current?.plan ??
    (
      await db
        .select()
        .from(plans)
        .where(eq(plans.active, true))
        .orderBy(asc(plans.sortOrder), asc(plans.id))
        .limit(1)
    )[0];
  const priceLine = plan ? `${formatPrice(plan.priceMinor, plan.currency)} ${PERIOD_WORDS[plan.period]}` : '';
  if (!current) return { subscription: null, priceLine };
  const { state, nextRenewalAt } = current.subscription;
  const snapshot = toSnapshot(current.subscription);
  const now = new Date();
  // In grace the next date is a retry of the failed renewal, not a renewal: not shown as one.
  const renews = state === 'active';
  // What a cancellation keeps (open) or kept (cancelled): the rest of the period already paid.
  const paidUntil =
    state === 'cancelled'
      ? hasAccess(snapshot, now)
        ? snapshot.accessUntil
        : null
      : paidAccessUntil(snapshot, now);
  return {
    subscription: {
      state,
      nextRenewal: renews && nextRenewalAt ? yemenDateOf(nextRenewalAt) : null,
      hasAccess: hasAccess(snapshot, now),
      paidUntil: paidUntil ? yemenDateOf(paidUntil) : null,
    },
    priceLine,
  };
}

/** Everything the menu may show this subscriber, lists from the session's cache. */
export async function loadUssdWorld(
  db: Db,
  input: { content: UssdContent; cache: UssdSessionCache; subscriberId: number | null; shortCode: string },
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
    ...(await subscriptionPart(db, input.subscriberId)),
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
        return {
          amount: conversion.amount,
          fromName: snapshot.currencyByCode.get(code)?.name ?? code,
          result: conversion.result,
          toName: base.name,
          sourceName: conversion.source.name,
          rate: compactDecimal(conversion.rate),
        };
      } catch {
        // No rate for the pair now (the source stopped quoting it): the menu says so.
        return null;
      }
    },
  };
}
