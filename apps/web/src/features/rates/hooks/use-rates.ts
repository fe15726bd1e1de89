import {
  keepPreviousData,
  QueryObserver,
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { queryClient } from '../../../lib/query/query-client';
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

/** The currency list and the price sources, as the landing's teaser follows them. */
export interface LandingRates {
  readonly currencies: QueryObserverResult<Awaited<ReturnType<typeof getCurrencyList>>>;
  readonly sources: QueryObserverResult<Awaited<ReturnType<typeof getPriceSources>>['data']>;
}

/**
 * The same two queries for the landing's teaser, which renders outside the query client (its
 * first render does without TanStack Query): asks for them, then calls `onChange` with both
 * results at every change. The teaser keeps its elements and only their figures change, where a
 * component swapped in after loading would have drawn them anew. Returns the unsubscribe.
 */
export function watchLandingRates(onChange: (rates: LandingRates) => void): () => void {
  const currencies = new QueryObserver(queryClient, currencyListQuery);
  const sources = new QueryObserver(queryClient, priceSourcesQuery);
  const emit = () =>
    onChange({ currencies: currencies.getCurrentResult(), sources: sources.getCurrentResult() });
  const unsubscribe = [currencies.subscribe(emit), sources.subscribe(emit)];
  emit();
  return () => unsubscribe.forEach((stop) => stop());
}

/** Starts loading what the rates board shows before the board is mounted (app/screen-data.ts). */
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
