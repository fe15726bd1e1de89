import type { TChartPeriod } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';

export async function getCategories(signal?: AbortSignal) {
  const response = await callApi('getCategories', {
    query: { per_page: 100 },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** A category and its items ("internal items"), route `/client/internal/items/{id}`. */
export async function getCategoryInfo(categoryId: number, signal?: AbortSignal) {
  const response = await callApi('getCategoryInfo', {
    body: { category_id: categoryId },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** An item's latest prices per source, route `/client/category/details/{id}`. */
export async function getCategoryDetails(itemId: number, signal?: AbortSignal) {
  const response = await callApi('getCategoryDetails', {
    body: { item_id: itemId },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export async function getCategoryChart(itemId: number, period: TChartPeriod, signal?: AbortSignal) {
  const response = await callApi('getCategoryDetailsCharts', {
    body: { item_id: itemId, period },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
