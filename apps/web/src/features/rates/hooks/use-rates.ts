import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { getCurrencyList, getPriceLists, getPriceSources } from '../api/rates-api';

const currencyListQuery = queryOptions({
  queryKey: sharedQueryKeys.currencyList,
  queryFn: ({ signal }) => getCurrencyList(signal),
});

/** Every price source (there are a handful; one page of 100 holds them all). */
const priceSourcesQuery = queryOptions({
  queryKey: sharedQueryKeys.priceSources,
  queryFn: ({ signal }) => getPriceSources({ per_page: 100 }, signal).then((response) => response.data),
});

export function useCurrencyList() {
  return useQuery(currencyListQuery);
}

export function usePriceSources() {
  return useQuery(priceSourcesQuery);
}

/**
 * Starts loading what the rates board shows, before the board itself is mounted: the client shell
 * first waits for the subscriber (to decide whether the screen is locked), and fetching the rates
 * only after that answer made two round trips of one (Lighthouse's request chain on client.home).
 */
export function prefetchRates(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(currencyListQuery);
  void queryClient.prefetchQuery(priceSourcesQuery);
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
