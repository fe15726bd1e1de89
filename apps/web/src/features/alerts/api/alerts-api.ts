import type {
  TAlertInput,
  TDigestSettingsInput,
  TFavouritesInput,
  TQuietHoursInput,
} from '@sarraf/contracts';
import type { TRequest } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function listAlerts(page: number, signal?: AbortSignal) {
  return callApi('listAlerts', { query: { page, per_page: 20 }, ...withSignal(signal) });
}

export function createAlert(input: TAlertInput) {
  return callApi('createAlert', { body: input });
}

export function updateAlert(id: number, patch: TRequest<'updateAlert'>) {
  return callApi('updateAlert', { params: { id }, body: patch });
}

export function deleteAlert(id: number) {
  return callApi('deleteAlert', { params: { id } });
}

export async function getFavourites(signal?: AbortSignal) {
  return (await callApi('getFavourites', withSignal(signal))).data;
}

export function saveFavourites(input: TFavouritesInput) {
  return callApi('updateFavourites', { body: input });
}

export async function getDigestSettings(signal?: AbortSignal) {
  return (await callApi('getDigestSettings', withSignal(signal))).data;
}

export function saveDigestSettings(input: TDigestSettingsInput) {
  return callApi('updateDigestSettings', { body: input });
}

export async function getQuietHours(signal?: AbortSignal) {
  return (await callApi('getQuietHours', withSignal(signal))).data;
}

export function saveQuietHours(input: TQuietHoursInput) {
  return callApi('updateQuietHours', { body: input });
}

export function listNotifications(page: number, signal?: AbortSignal) {
  return callApi('listAlertNotifications', { query: { page, per_page: 20 }, ...withSignal(signal) });
}

export interface MarketOptions {
  /** Quoted currencies (the base one has no rates), with the markets that quote each. */
  currencies: Array<{ code: string; name: string; sourceIds: number[] }>;
  sources: Array<{ id: number; name: string; city: string }>;
}

/** What the pickers offer: currencies that have rates, and the active markets. */
export async function getMarketOptions(signal?: AbortSignal): Promise<MarketOptions> {
  const [list, sources] = await Promise.all([
    callApi('getCurrencyList', withSignal(signal)),
    callApi('getPriceSources', { query: { per_page: 100 }, ...withSignal(signal) }),
  ]);
  return {
    currencies: list.data
      .filter((currency) => currency.rates.length > 0)
      .map((currency) => ({
        code: currency.code,
        name: currency.name,
        sourceIds: currency.rates.map((rate) => rate.source.id),
      })),
    sources: sources.data.map((source) => ({ id: source.id, name: source.name, city: source.city })),
  };
}

export async function getPushKey() {
  return (await callApi('getPushKey', {})).data.public_key;
}

/** `subscription.toJSON()` as the browser wrote it: the server validates it with the contract. */
export function savePushSubscription(subscription: TRequest<'savePushSubscription'>) {
  return callApi('savePushSubscription', { body: subscription });
}

export function deletePushSubscription(endpoint: string) {
  return callApi('deletePushSubscription', { query: { endpoint } });
}
