import type { TPageMeta } from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';

export interface PagedList<Item> {
  data: Item[];
  meta: TPageMeta;
}

/** The four calls of a back-office content resource (contracts: admin/crud.ts). */
export function resourceApi<Item, Id extends string | number = number>(path: string) {
  return {
    async list(params: Record<string, string | number | undefined>): Promise<PagedList<Item>> {
      const response = await apiClient.get<PagedList<Item>>(path, { params });
      return response.data;
    },
    async create(input: unknown): Promise<Item> {
      const response = await apiClient.post<{ data: Item }>(path, input);
      return response.data.data;
    },
    async update(id: Id, input: unknown): Promise<Item> {
      const response = await apiClient.put<{ data: Item }>(
        `${path}/${encodeURIComponent(String(id))}`,
        input,
      );
      return response.data.data;
    },
    async remove(id: Id): Promise<string> {
      const response = await apiClient.delete<{ message: string }>(
        `${path}/${encodeURIComponent(String(id))}`,
      );
      return response.data.message;
    },
  };
}

/** Options for a select that points at another resource (a category, a company). */
export async function fetchOptions<Item>(
  path: string,
  toOption: (item: Item) => { value: string; label: string },
): Promise<Array<{ value: string; label: string }>> {
  const response = await apiClient.get<PagedList<Item>>(path, { params: { per_page: 100 } });
  return response.data.data.map(toOption);
}
