import { useMutation, useQuery } from '@tanstack/react-query';
import {
  convertCurrency,
  getConverterCurrencies,
  getConverterSources,
  getReferenceCurrencies,
} from '../api/converter-api';

export function useConverterCurrencies() {
  return useQuery({
    queryKey: ['content', 'converter', 'currencies'],
    queryFn: ({ signal }) => getConverterCurrencies(signal),
  });
}

export function useConverterSources() {
  return useQuery({
    queryKey: ['content', 'converter', 'sources'],
    queryFn: ({ signal }) => getConverterSources(signal),
  });
}

/** The feed changes once a day: an hour's freshness is plenty. */
export function useReferenceCurrencies() {
  return useQuery({
    queryKey: ['content', 'converter', 'reference'],
    queryFn: ({ signal }) => getReferenceCurrencies(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useConversion() {
  return useMutation({ mutationFn: convertCurrency });
}
