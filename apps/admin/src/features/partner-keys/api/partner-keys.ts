import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRequest } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

const KEYS = ['admin', 'partner-keys'] as const;

export function usePartnerKeys() {
  return useQuery({
    queryKey: KEYS,
    queryFn: async () => (await callApi('adminListPartnerKeys')).data,
  });
}

/** The sources a key may be scoped to (a market has a handful; 100 is plenty). */
export function usePriceSourceOptions() {
  return useQuery({
    queryKey: ['admin', 'partner-keys', 'sources'],
    queryFn: async () => (await callApi('adminListPriceSources', { query: { per_page: 100 } })).data,
  });
}

export function useCreatePartnerKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TRequest<'adminCreatePartnerKey'>) =>
      (await callApi('adminCreatePartnerKey', { body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

export function useRevokePartnerKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('adminRevokePartnerKey', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}
