import type { TCurrencyWithRates } from '@sarraf/contracts';
import type { TQuery } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';
import { isNetworkError } from '../../../lib/api-errors';
import { callKey, noteAnswer } from '../../../lib/data-freshness';
import { readStorageJson, writeStorage } from '../../../lib/storage';

/** Local storage key of the last rates loaded, for the offline fallback. */
export const LAST_RATES_KEY = 'client-last-rates';

export interface CurrencyListResult {
  readonly currencies: readonly TCurrencyWithRates[];
}

interface SavedRates {
  readonly savedAt: string;
  readonly currencies: TCurrencyWithRates[];
}

/**
 * Currencies with their latest rates per source (stored as the currencies list). Every
 * success is kept in local storage; when the network fails, the last copy is shown instead of an
 * error, so a subscriber offline still sees the rates they last loaded, even before the offline
 * worker is installed. Its time goes to the offline banner (lib/data-freshness.ts).
 */
export async function getCurrencyList(signal?: AbortSignal): Promise<CurrencyListResult> {
  const saved = readStorageJson<SavedRates>(LAST_RATES_KEY);
  const savedCopy = (copy: SavedRates): CurrencyListResult => {
    noteAnswer(callKey('getCurrencyList'), window.location.pathname, copy.savedAt);
    return { currencies: copy.currencies };
  };
  // Known offline: the saved copy, which the banner says is one.
  if (!navigator.onLine && saved && Array.isArray(saved.currencies)) return savedCopy(saved);
  try {
    const response = await callApi('getCurrencyList', signal ? { signal } : {});
    writeStorage(
      LAST_RATES_KEY,
      JSON.stringify({ savedAt: new Date().toISOString(), currencies: response.data }),
    );
    return { currencies: response.data };
  } catch (error) {
    if (isNetworkError(error) && saved && Array.isArray(saved.currencies)) return savedCopy(saved);
    throw error;
  }
}

export function getPriceSources(query: TQuery<'getPriceSources'> = {}, signal?: AbortSignal) {
  return callApi('getPriceSources', { query, ...(signal ? { signal } : {}) });
}

export function getPriceLists(query: TQuery<'getPriceLists'> = {}, signal?: AbortSignal) {
  return callApi('getPriceLists', { query, ...(signal ? { signal } : {}) });
}
