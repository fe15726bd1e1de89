import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRequest } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

const FEEDS = ['admin', 'rate-feeds'] as const;

/** Every feed with its status; read again each minute, as the worker's sweep changes it. */
export function useRateFeeds() {
  return useQuery({
    queryKey: FEEDS,
    queryFn: async () => (await callApi('adminListRateFeeds')).data,
    refetchInterval: 60_000,
  });
}

/** The price sources a feed may belong to (a market has a handful; 100 is plenty). */
export function useFeedSourceOptions() {
  return useQuery({
    queryKey: ['admin', 'rate-feeds', 'sources'],
    queryFn: async () => (await callApi('adminListPriceSources', { query: { per_page: 100 } })).data,
  });
}

export type FeedForm = TRequest<'adminSaveRateFeed'>;

export function useSaveRateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceId, body }: { sourceId: number; body: FeedForm }) =>
      callApi('adminSaveRateFeed', { params: { id: sourceId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDS }),
  });
}

export function useDeleteRateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: number) => callApi('adminDeleteRateFeed', { params: { id: sourceId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDS }),
  });
}

export function useRunRateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: number) => callApi('adminRunRateFeed', { params: { id: sourceId } }),
    onSettled: () => client.invalidateQueries({ queryKey: FEEDS }),
  });
}

/** «تجربة الجلب»: the form as it is, fetched and read, nothing published. */
export function useTestRateFeed() {
  return useMutation({
    mutationFn: async ({ sourceId, body }: { sourceId: number; body: FeedForm }) =>
      (await callApi('adminTestRateFeed', { params: { id: sourceId }, body })).data,
  });
}
