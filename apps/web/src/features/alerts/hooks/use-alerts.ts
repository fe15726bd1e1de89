import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { TRequest } from '@sarraf/contracts/api';
import {
  createAlert,
  deleteAlert,
  getDigestSettings,
  getFavourites,
  getMarketOptions,
  getQuietHours,
  listAlerts,
  listNotifications,
  saveDigestSettings,
  saveFavourites,
  saveQuietHours,
  updateAlert,
} from '../api/alerts-api';

/** Keys private to this feature (lib/query-keys.ts holds only shared ones). */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (page: number) => ['alerts', 'list', page] as const,
  options: ['alerts', 'market-options'] as const,
  favourites: ['alerts', 'favourites'] as const,
  digest: ['alerts', 'digest'] as const,
  quiet: ['alerts', 'quiet-hours'] as const,
  notifications: (page: number) => ['alerts', 'notifications', page] as const,
};

export function useAlerts(page: number) {
  return useQuery({
    queryKey: alertKeys.list(page),
    queryFn: ({ signal }) => listAlerts(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMarketOptions() {
  return useQuery({ queryKey: alertKeys.options, queryFn: ({ signal }) => getMarketOptions(signal) });
}

function useInvalidateAlerts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['alerts', 'list'] });
}

export function useCreateAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({ mutationFn: createAlert, onSuccess: invalidate });
}

export function useUpdateAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TRequest<'updateAlert'> }) => updateAlert(id, patch),
    onSuccess: invalidate,
  });
}

export function useDeleteAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({ mutationFn: deleteAlert, onSuccess: invalidate });
}

const favouritesQuery = queryOptions({
  queryKey: alertKeys.favourites,
  queryFn: ({ signal }) => getFavourites(signal),
});

export function useFavourites() {
  return useQuery(favouritesQuery);
}

/** Starts loading the pinned currencies and markets before home's board is mounted. */
export function prefetchFavourites(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(favouritesQuery);
}

export function useSaveFavourites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFavourites,
    onSuccess: (response) => queryClient.setQueryData(alertKeys.favourites, response.data),
  });
}

export function useDigestSettings() {
  return useQuery({ queryKey: alertKeys.digest, queryFn: ({ signal }) => getDigestSettings(signal) });
}

export function useSaveDigestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDigestSettings,
    onSuccess: (response) => queryClient.setQueryData(alertKeys.digest, response.data),
  });
}

export function useQuietHours() {
  return useQuery({ queryKey: alertKeys.quiet, queryFn: ({ signal }) => getQuietHours(signal) });
}

export function useSaveQuietHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuietHours,
    onSuccess: (response) => queryClient.setQueryData(alertKeys.quiet, response.data),
  });
}

export function useNotifications(page: number) {
  return useQuery({
    queryKey: alertKeys.notifications(page),
    queryFn: ({ signal }) => listNotifications(page, signal),
    placeholderData: keepPreviousData,
  });
}
