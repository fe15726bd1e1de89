import type { TChartPeriod } from '@sarraf/contracts';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getCategories, getCategoryChart, getCategoryDetails, getCategoryInfo } from '../api/categories-api';

const categoriesQuery = queryOptions({
  queryKey: ['content', 'categories'],
  queryFn: ({ signal }) => getCategories(signal),
});

export function useCategories() {
  return useQuery(categoriesQuery);
}

/** Starts loading the categories before their list is mounted (home asks for all it shows at once). */
export function prefetchCategories(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(categoriesQuery);
}

export function useCategoryInfo(categoryId: number) {
  return useQuery({
    queryKey: ['content', 'category-info', categoryId],
    queryFn: ({ signal }) => getCategoryInfo(categoryId, signal),
  });
}

export function useCategoryDetails(itemId: number) {
  return useQuery({
    queryKey: ['content', 'category-details', itemId],
    queryFn: ({ signal }) => getCategoryDetails(itemId, signal),
  });
}

export function useCategoryChart(itemId: number, period: TChartPeriod) {
  return useQuery({
    queryKey: ['content', 'category-chart', itemId, period],
    queryFn: ({ signal }) => getCategoryChart(itemId, period, signal),
    placeholderData: keepPreviousData,
  });
}
