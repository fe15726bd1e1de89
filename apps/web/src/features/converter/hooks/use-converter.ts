import { useMutation, useQuery } from '@tanstack/react-query';
import { convertCurrency, getConverterCurrencies, getConverterSources } from '../api/converter-api';

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

export function useConversion() {
  return useMutation({ mutationFn: convertCurrency });
}
