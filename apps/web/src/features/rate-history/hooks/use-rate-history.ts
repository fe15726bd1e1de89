import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRateHistory, type PairQuery } from '../api/rate-history-api';

export function useRateHistory(pair: PairQuery) {
  return useQuery({
    queryKey: ['content', 'rate-history', pair.from, pair.to, pair.sourceId, pair.period],
    queryFn: ({ signal }) => getRateHistory(pair, signal),
    // Switching the period keeps the previous chart until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
