import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useSubscribers(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'subscribers', query],
    queryFn: () => callApi('adminListSubscribers', { query }),
  });
}

export function useSubscriber(id: string) {
  return useQuery({
    queryKey: ['admin', 'subscriber', id],
    queryFn: async () => (await callApi('adminGetSubscriber', { params: { id } })).data,
  });
}

export function useCancelSubscription(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => callApi('adminCancelSubscription', { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
