import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRequest } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

export function useTransactions(query: Record<string, string>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['admin', 'transactions', query],
    queryFn: () => callApi('adminListTransactions', { query }),
    enabled: options.enabled ?? true,
  });
}

export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TRequest<'adminRefundTransaction'> & { id: number }) =>
      callApi('adminRefundTransaction', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
