import { callApi } from '../../../lib/api-client';

export function getNews(page: number, signal?: AbortSignal) {
  return callApi('getNews', { query: { page, per_page: 10 }, ...(signal ? { signal } : {}) });
}

export async function getNewsItem(id: string, signal?: AbortSignal) {
  const response = await callApi('getNewsItem', { params: { id }, ...(signal ? { signal } : {}) });
  return response.data;
}
