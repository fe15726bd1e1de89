import type { TCurrencyWithRates } from '@sarraf/contracts';
import type { TQuery } from '@sarraf/contracts/api';
import { callApi, isNetworkError } from '../../../lib/api-client';
import { readStorageJson, writeStorage } from '../../../lib/storage';

/** Local storage key of the last rates loaded, for the offline fallback. */
export const LAST_RATES_KEY = 'client-last-rates';

export interface CurrencyListResult {
  readonly currencies: readonly TCurrencyWithRates[];
  /** Set when the network failed and these are the last rates loaded, saved at that time. */
  readonly offlineSavedAt: string | null;
}

interface SavedRates {
  readonly savedAt: string;
  readonly currencies: TCurrencyWithRates[];
}

/**
 * Currencies with their latest rates per source (stored as the currencies list). Every
 * success is kept in local storage; when the network fails, the last copy is shown with its time
 * instead of an error, so a subscriber offline still sees the rates they last loaded.
 */
export async function getCurrencyList(signal?: AbortSignal): Promise<CurrencyListResult> {
  // Known offline: the saved copy, said to be one. (The browser's HTTP cache might answer the call
  // too, but then nothing would tell the subscriber that the rates are not live.)
  const saved = readStorageJson<SavedRates>(LAST_RATES_KEY);
  if (!navigator.onLine && saved && Array.isArray(saved.currencies)) {
    return { currencies: saved.currencies, offlineSavedAt: saved.savedAt };
  }
  try {
    const response = await callApi('getCurrencyList', signal ? { signal } : {});
    writeStorage(
      LAST_RATES_KEY,
      JSON.stringify({ savedAt: new Date().toISOString(), currencies: response.data }),
    );
    return { currencies: response.data, offlineSavedAt: null };
  } catch (error) {
    if (isNetworkError(error) && saved && Array.isArray(saved.currencies)) {
      return { currencies: saved.currencies, offlineSavedAt: saved.savedAt };
    }
    throw error;
  }
}

export function getPriceSources(query: TQuery<'getPriceSources'> = {}, signal?: AbortSignal) {
  return callApi('getPriceSources', { query, ...(signal ? { signal } : {}) });
}

export function getPriceLists(query: TQuery<'getPriceLists'> = {}, signal?: AbortSignal) {
  return callApi('getPriceLists', { query, ...(signal ? { signal } : {}) });
}
