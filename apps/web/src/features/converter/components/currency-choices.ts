import type { TConversion } from '@sarraf/contracts';
import { getLanguage } from '../../../i18n/language';
import { displayNameOf, shownCurrencyName } from '../../../lib/currency-names';

export interface NamedCurrency {
  readonly code: string;
  readonly name: string;
}

export interface CurrencyChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * The reference list names a code by the code itself when CLDR had no name for it; in English the
 * browser's name replaces the server's Arabic one (lib/currency-names.ts).
 */
const named = (currency: NamedCurrency) =>
  currency.name && currency.name !== currency.code
    ? shownCurrencyName(currency.code, currency.name)
    : displayNameOf(currency.code);

/**
 * The pickers' choices: the market's currencies first, in the market's order, then every other
 * currency of the reference feed, by name in the language in use (those convert by reference rates
 * only).
 */
export function currencyChoices(
  market: readonly NamedCurrency[],
  reference: readonly NamedCurrency[],
): { readonly market: CurrencyChoice[]; readonly more: CurrencyChoice[] } {
  const inMarket = new Set(market.map((currency) => currency.code));
  const option = (code: string, name: string) => ({ value: code, label: `${name} (${code})` });
  return {
    market: market.map((currency) => option(currency.code, named(currency))),
    more: reference
      .filter((currency) => !inMarket.has(currency.code))
      .map((currency) => ({ code: currency.code, name: named(currency) }))
      .sort((a, b) => a.name.localeCompare(b.name, getLanguage()) || a.code.localeCompare(b.code))
      .map((currency) => option(currency.code, currency.name)),
  };
}

/** A code's name: the market's, else the reference feed's, else CLDR's through the browser. */
export function currencyNameOf(
  code: string,
  market: readonly NamedCurrency[],
  reference: readonly NamedCurrency[],
): string {
  const own = market.find((currency) => currency.code === code);
  if (own) return named(own);
  const fromFeed = reference.find((currency) => currency.code === code);
  return fromFeed ? named(fromFeed) : displayNameOf(code);
}

/**
 * What the answer must say about its rate: nothing for a market rate; for a reference rate the
 * «سعر مرجعي» label with the feed's day, and whether that day is too old.
 */
export function referenceLabelOf(
  conversion: Pick<TConversion, 'rate_kind' | 'reference_date' | 'is_stale'>,
): { readonly day: string | null; readonly isStale: boolean } | null {
  if (conversion.rate_kind !== 'reference') return null;
  return { day: conversion.reference_date, isStale: conversion.is_stale };
}

/**
 * The currency of a reference answer that the feed does not carry (the rial), which the server tied
 * to the feed through the market's mid rate of a bridge currency; null when both are the feed's,
 * or when the feed's list is not at hand to tell.
 */
export function referenceBridgeOf(
  conversion: Pick<TConversion, 'from' | 'to' | 'base'>,
  feed: readonly NamedCurrency[],
): string | null {
  if (feed.length === 0) return null;
  const inFeed = (code: string) =>
    code === conversion.base || feed.some((currency) => currency.code === code);
  return [conversion.from, conversion.to].find((code) => !inFeed(code)) ?? null;
}
