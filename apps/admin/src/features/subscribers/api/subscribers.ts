import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCancelSubscription,
  adminGetSubscriber,
  adminListSubscribers,
  type TAdminSubscriberDetail,
  type TAdminSubscriberRow,
  type TPageMeta,
} from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';
import { pathOf } from '../../../lib/query-string';

export function useSubscribers(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'subscribers', query],
    queryFn: async () =>
      (
        await apiClient.get<{ data: TAdminSubscriberRow[]; meta: TPageMeta }>(adminListSubscribers.path, {
          params: query,
        })
      ).data,
  });
}

export function useSubscriber(id: string) {
  return useQuery({
    queryKey: ['admin', 'subscriber', id],
    queryFn: async () =>
      (await apiClient.get<{ data: TAdminSubscriberDetail }>(pathOf(adminGetSubscriber.path, { id }))).data
        .data,
  });
}

export function useCancelSubscription(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await apiClient.post<{ message: string }>(pathOf(adminCancelSubscription.path, { id }), { reason }))
        .data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
