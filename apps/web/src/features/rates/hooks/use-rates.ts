import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { getCurrencyList, getPriceLists, getPriceSources } from '../api/rates-api';

export function useCurrencyList() {
  return useQuery({
    queryKey: sharedQueryKeys.currencyList,
    queryFn: ({ signal }) => getCurrencyList(signal),
  });
}

/** Every price source (there are a handful; one page of 100 holds them all). */
export function usePriceSources() {
  return useQuery({
    queryKey: sharedQueryKeys.priceSources,
    queryFn: ({ signal }) => getPriceSources({ per_page: 100 }, signal).then((response) => response.data),
  });
}

export function usePriceLists(filter: { sourceId: number | null; page: number }) {
  return useQuery({
    queryKey: ['content', 'price-lists', filter],
    queryFn: ({ signal }) =>
      getPriceLists(
        { page: filter.page, per_page: 5, ...(filter.sourceId ? { source_id: filter.sourceId } : {}) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
