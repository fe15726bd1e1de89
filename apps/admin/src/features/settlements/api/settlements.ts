import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSettlementColumns } from '@sarraf/contracts';
import { fillPath, routes, type TResponse } from '@sarraf/contracts/api';
import { apiClient, callApi } from '../../../lib/api-client';

const POLL_MS = 1000;

export function useSettlements(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'settlements', query],
    queryFn: () => callApi('adminListSettlements', { query }),
    placeholderData: keepPreviousData,
    // A running import in the list turns done by itself.
    refetchInterval: (current) =>
      current.state.data?.data.some((item) => item.status === 'running') ? POLL_MS * 2 : false,
  });
}

/** One import, polled while it runs. */
export function useSettlement(id: string) {
  return useQuery({
    queryKey: ['admin', 'settlement', id],
    queryFn: async () => (await callApi('adminGetSettlement', { params: { id } })).data,
    refetchInterval: (current) => (current.state.data?.status === 'running' ? POLL_MS : false),
  });
}

export function useSettlementLines(id: string, query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'settlement', id, 'lines', query],
    queryFn: () => callApi('adminListSettlementLines', { params: { id }, query }),
    placeholderData: keepPreviousData,
  });
}

export function useSettlementColumns() {
  return useQuery({
    queryKey: ['admin', 'settlement-columns'],
    queryFn: async () => (await callApi('adminGetSettlementColumns')).data,
  });
}

export function useSaveSettlementColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (columns: TSettlementColumns) =>
      (await callApi('adminUpdateSettlementColumns', { body: { columns } })).data,
    onSuccess: (data) => queryClient.setQueryData(['admin', 'settlement-columns'], data),
  });
}

/**
 * Sends the file's bytes as they are (text/csv): the server streams them to disk and answers with
 * the running import (202), or the earlier import of the same file (200).
 */
export async function uploadSettlement(
  file: File,
  onProgress: (percent: number) => void,
  /** Whose file it is, when the service has several operators (docs/operators.md#settlement). */
  operator?: string,
): Promise<TResponse<'adminUploadSettlement'>['data']> {
  const { method, path } = routes.adminUploadSettlement;
  const response = await apiClient.request<TResponse<'adminUploadSettlement'>>({
    method,
    url: path,
    params: { file_name: file.name, ...(operator ? { operator } : {}) },
    data: file,
    headers: { 'Content-Type': 'text/csv' },
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data.data;
}

/** Where the browser downloads an import's report or its totals (the session cookie goes along). */
export function settlementDownloadUrl(kind: 'report' | 'totals', id: number): string {
  const route =
    kind === 'report' ? routes.adminDownloadSettlementReport : routes.adminDownloadSettlementTotals;
  return fillPath(route.path, { id });
}
