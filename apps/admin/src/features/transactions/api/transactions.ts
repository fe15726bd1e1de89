import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminListTransactions,
  adminRefundTransaction,
  type TAdminRefundRequest,
  type TAdminRefundResponse,
  type TAdminTransaction,
  type TPageMeta,
} from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';
import { pathOf } from '../../../lib/query-string';

export function useTransactions(query: Record<string, string>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['admin', 'transactions', query],
    queryFn: async () =>
      (
        await apiClient.get<{ data: TAdminTransaction[]; meta: TPageMeta }>(adminListTransactions.path, {
          params: query,
        })
      ).data,
    enabled: options.enabled ?? true,
  });
}

export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: TAdminRefundRequest & { id: number }) =>
      (await apiClient.post<TAdminRefundResponse>(pathOf(adminRefundTransaction.path, { id }), body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
