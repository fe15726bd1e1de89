import type { TCategoryItemQuote, TCurrencyWithRates, TRate } from '@sarraf/contracts';
import { t } from '../../../i18n/language';

/** One line of a rate card: what is priced, and its buy and sell (decimal strings, as the API sends). */
export interface RateCardRow {
  readonly label: string;
  readonly buy: string | null;
  readonly sell: string | null;
}

/**
 * What a screen shares: raw values only. The card's chunk formats them with the reader's digits
 * when it draws, so the screens that offer «مشاركة» carry no drawing or formatting code.
 */
export interface RateCardContent {
  /** The card's heading: the market, or the currency of a currency screen. */
  readonly heading: string;
  /** The line under it: the market's city, or «كل الأسواق». */
  readonly market: string;
  readonly rows: readonly RateCardRow[];
  /** The newest rate's time (ISO), or null when no row has one. */
  readonly recordedAt: string | null;
  /** An extra line, e.g. the converter's answer («100 دولار أمريكي = …»). */
  readonly note?: string;
}

const newest = (times: readonly string[]) =>
  times.reduce<string | null>((latest, time) => (!latest || time > latest ? time : latest), null);

/** Home: one market's currencies, as its table shows them. */
export function cardOfMarket(
  source: { readonly name: string; readonly city: string },
  rows: readonly { readonly currency: TCurrencyWithRates; readonly rate: TRate }[],
): RateCardContent {
  return {
    heading: source.name,
    market: t.priceSources.city(source.city),
    rows: rows.map(({ currency, rate }) => ({ label: currency.name, buy: rate.buy, sell: rate.sell })),
    recordedAt: newest(rows.map(({ rate }) => rate.recorded_at)),
  };
}

/** A currency screen: the currency's price at every market that quotes it. */
export function cardOfItem(name: string, quotes: readonly TCategoryItemQuote[]): RateCardContent {
  const priced = quotes.filter((quote) => quote.buy !== null || quote.sell !== null || quote.value !== null);
  return {
    heading: name,
    market: t.share.allMarkets,
    rows: priced.map((quote) => ({
      label: quote.source ? `${quote.source.name} — ${quote.source.city}` : t.categories.nationalPrice,
      buy: quote.buy ?? quote.value,
      sell: quote.sell ?? quote.value,
    })),
    recordedAt: newest(priced.map((quote) => quote.recorded_at)),
  };
}

/**
 * The converter: the chosen market's rates of the pair's currencies (the base currency has none),
 * and the answer when there is one.
 */
export function cardOfConverter(
  source: { readonly id: number; readonly name: string; readonly city: string } | null,
  currencies: readonly TCurrencyWithRates[],
  note: string | null,
): RateCardContent {
  const rows = currencies.flatMap((currency) => {
    const rate = currency.rates.find((candidate) => candidate.source.id === source?.id);
    return rate ? [{ currency, rate }] : [];
  });
  const card = source
    ? cardOfMarket(source, rows)
    : { heading: t.share.today, market: '', rows: [], recordedAt: null };
  return note ? { ...card, note } : card;
}
