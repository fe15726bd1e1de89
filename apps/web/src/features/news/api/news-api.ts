import type { getNews as getNewsContract, getNewsItem as getNewsItemContract } from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';

const newsEndpoint = endpoint<typeof getNewsContract>('GET', '/api/client/get/news');
const newsItemEndpoint = endpoint<typeof getNewsItemContract>('GET', '/api/client/get/news/:id');

export function getNews(page: number, signal?: AbortSignal) {
  return callApi(newsEndpoint, { query: { page, per_page: 10 }, ...(signal ? { signal } : {}) });
}

export async function getNewsItem(id: string, signal?: AbortSignal) {
  const response = await callApi(newsItemEndpoint, { params: { id }, ...(signal ? { signal } : {}) });
  return response.data;
}
