import type {
  TAlertInput,
  TBodyInput,
  TDigestSettingsInput,
  TFavouritesInput,
  TQuietHoursInput,
  createAlert as createAlertContract,
  deleteAlert as deleteAlertContract,
  getCurrencyList as getCurrencyListContract,
  getDigestSettings as getDigestSettingsContract,
  getFavourites as getFavouritesContract,
  getPriceSources as getPriceSourcesContract,
  getQuietHours as getQuietHoursContract,
  listAlertNotifications as listAlertNotificationsContract,
  listAlerts as listAlertsContract,
  updateAlert as updateAlertContract,
  updateDigestSettings as updateDigestSettingsContract,
  updateFavourites as updateFavouritesContract,
  updateQuietHours as updateQuietHoursContract,
} from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';

const listEndpoint = endpoint<typeof listAlertsContract>('GET', '/api/client/alerts');
const createEndpoint = endpoint<typeof createAlertContract>('POST', '/api/client/alerts');
const updateEndpoint = endpoint<typeof updateAlertContract>('PATCH', '/api/client/alerts/:id');
const deleteEndpoint = endpoint<typeof deleteAlertContract>('DELETE', '/api/client/alerts/:id');
const favouritesEndpoint = endpoint<typeof getFavouritesContract>('GET', '/api/client/alerts/favourites');
const saveFavouritesEndpoint = endpoint<typeof updateFavouritesContract>(
  'PUT',
  '/api/client/alerts/favourites',
);
const digestEndpoint = endpoint<typeof getDigestSettingsContract>('GET', '/api/client/alerts/digest');
const saveDigestEndpoint = endpoint<typeof updateDigestSettingsContract>('PUT', '/api/client/alerts/digest');
const quietEndpoint = endpoint<typeof getQuietHoursContract>('GET', '/api/client/alerts/quiet-hours');
const saveQuietEndpoint = endpoint<typeof updateQuietHoursContract>('PUT', '/api/client/alerts/quiet-hours');
const notificationsEndpoint = endpoint<typeof listAlertNotificationsContract>(
  'GET',
  '/api/client/alerts/notifications',
);
const currencyListEndpoint = endpoint<typeof getCurrencyListContract>('GET', '/api/client/get/currency/list');
const sourcesEndpoint = endpoint<typeof getPriceSourcesContract>('GET', '/api/client/get/priceSources');

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function listAlerts(page: number, signal?: AbortSignal) {
  return callApi(listEndpoint, { query: { page, per_page: 20 }, ...withSignal(signal) });
}

export function createAlert(input: TAlertInput) {
  return callApi(createEndpoint, { body: input });
}

export function updateAlert(id: number, patch: TBodyInput<typeof updateAlertContract>) {
  return callApi(updateEndpoint, { params: { id }, body: patch });
}

export function deleteAlert(id: number) {
  return callApi(deleteEndpoint, { params: { id } });
}

export async function getFavourites(signal?: AbortSignal) {
  return (await callApi(favouritesEndpoint, withSignal(signal))).data;
}

export function saveFavourites(input: TFavouritesInput) {
  return callApi(saveFavouritesEndpoint, { body: input });
}

export async function getDigestSettings(signal?: AbortSignal) {
  return (await callApi(digestEndpoint, withSignal(signal))).data;
}

export function saveDigestSettings(input: TDigestSettingsInput) {
  return callApi(saveDigestEndpoint, { body: input });
}

export async function getQuietHours(signal?: AbortSignal) {
  return (await callApi(quietEndpoint, withSignal(signal))).data;
}

export function saveQuietHours(input: TQuietHoursInput) {
  return callApi(saveQuietEndpoint, { body: input });
}

export function listNotifications(page: number, signal?: AbortSignal) {
  return callApi(notificationsEndpoint, { query: { page, per_page: 20 }, ...withSignal(signal) });
}

export interface MarketOptions {
  /** Quoted currencies (the base one has no rates), with the markets that quote each. */
  currencies: Array<{ code: string; name: string; sourceIds: number[] }>;
  sources: Array<{ id: number; name: string; city: string }>;
}

/** What the pickers offer: currencies that have rates, and the active markets. */
export async function getMarketOptions(signal?: AbortSignal): Promise<MarketOptions> {
  const [list, sources] = await Promise.all([
    callApi(currencyListEndpoint, withSignal(signal)),
    callApi(sourcesEndpoint, { query: { per_page: 100 }, ...withSignal(signal) }),
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
