import type {
  TChartPeriod,
  getCategories as getCategoriesContract,
  getCategoryDetails as getCategoryDetailsContract,
  getCategoryDetailsCharts as getCategoryDetailsChartsContract,
  getCategoryInfo as getCategoryInfoContract,
} from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';

const categoriesEndpoint = endpoint<typeof getCategoriesContract>('GET', '/api/client/get/categories');
const categoryInfoEndpoint = endpoint<typeof getCategoryInfoContract>(
  'POST',
  '/api/client/get/category/info',
);
const categoryDetailsEndpoint = endpoint<typeof getCategoryDetailsContract>(
  'POST',
  '/api/client/get/category/details',
);
const categoryChartsEndpoint = endpoint<typeof getCategoryDetailsChartsContract>(
  'POST',
  '/api/client/get/category/details/charts',
);

export async function getCategories(signal?: AbortSignal) {
  const response = await callApi(categoriesEndpoint, {
    query: { per_page: 100 },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** A category and its items ("internal items"), route `/client/internal/items/{id}`. */
export async function getCategoryInfo(categoryId: number, signal?: AbortSignal) {
  const response = await callApi(categoryInfoEndpoint, {
    body: { category_id: categoryId },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** An item's latest prices per source, route `/client/category/details/{id}`. */
export async function getCategoryDetails(itemId: number, signal?: AbortSignal) {
  const response = await callApi(categoryDetailsEndpoint, {
    body: { item_id: itemId },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export async function getCategoryChart(itemId: number, period: TChartPeriod, signal?: AbortSignal) {
  const response = await callApi(categoryChartsEndpoint, {
    body: { item_id: itemId, period },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
