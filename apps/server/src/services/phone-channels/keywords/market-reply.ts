import type { Db } from '../../../db/client';
import { getCatalogue, getItemPrices, type ItemPrice } from '../../categories';
import type { ContentCache } from '../../content-cache';
import { type MarketRate, type MarketSnapshot, rateKey } from '../../rates';
import type { GoldPrice, QuotedRate, RateReply } from './reply-text';

/** A rate keyword's question: one currency, the top currencies, or gold. */
export type MarketQuestion = { kind: 'currency'; code: string } | { kind: 'rates' } | { kind: 'gold' };

const latest = (dates: readonly Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/**
 * What the portal shows, read from the same cached datasets (the market snapshot, the category
 * catalogue and its prices): the main market's (the primary source's) buy and sell of a currency,
 * every currency it quotes in the editors' order (the reply keeps as many as fit), and the gold
 * items' prices there (or, for gold priced in no market, wherever it is priced). Null when there
 * is nothing to quote.
 */
export async function marketReply(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
  snapshot: MarketSnapshot,
  question: MarketQuestion,
): Promise<RateReply | null> {
  const market = snapshot.primarySource ?? snapshot.sources[0];
  if (!market) return null;
  const quoted = (currencyId: number): MarketRate | undefined =>
    snapshot.rates.get(rateKey(market.id, currencyId));
  const toQuoted = (rate: MarketRate): QuotedRate => {
    const currency = snapshot.currencyById.get(rate.currencyId)!;
    return { code: currency.code, name: currency.name, buy: rate.buy, sell: rate.sell };
  };

  if (question.kind === 'currency') {
    const currency = snapshot.currencyByCode.get(question.code);
    const rate = currency && !currency.isBase ? quoted(currency.id) : undefined;
    if (!rate) return null;
    return {
      kind: 'currency',
      rate: toQuoted(rate),
      quote: { marketName: market.name, at: rate.recordedAt },
    };
  }

  if (question.kind === 'rates') {
    const rates = snapshot.currencies
      .filter((currency) => !currency.isBase)
      .map((currency) => quoted(currency.id))
      .filter((rate): rate is MarketRate => rate !== undefined);
    if (rates.length === 0) return null;
    return {
      kind: 'rates',
      rates: rates.map(toQuoted),
      quote: { marketName: market.name, at: latest(rates.map((rate) => rate.recordedAt)) },
    };
  }

  const [{ value: catalogue }, { value: prices }] = await Promise.all([
    getCatalogue(db, cache),
    getItemPrices(db, cache, zone),
  ]);
  const gold = catalogue.categories.find((category) => category.kind === 'gold');
  if (!gold) return null;
  const shown: Array<{ item: string; price: ItemPrice }> = [];
  for (const item of gold.items) {
    const itemPrices = prices.get(item.id) ?? [];
    const price =
      itemPrices.find((candidate) => candidate.sourceId === market.id) ??
      itemPrices.find((candidate) => candidate.sourceId === null);
    if (price) shown.push({ item: item.name, price });
  }
  if (shown.length === 0) return null;
  const goldPrices: GoldPrice[] = shown.map(({ item, price }) => ({
    name: item,
    buy: price.buy,
    sell: price.sell,
    value: price.value,
  }));
  const atMarket = shown.some(({ price }) => price.sourceId === market.id);
  return {
    kind: 'gold',
    prices: goldPrices,
    quote: {
      marketName: atMarket ? market.name : gold.name,
      at: latest(shown.map(({ price }) => price.recordedAt)),
    },
  };
}
