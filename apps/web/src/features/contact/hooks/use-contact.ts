import { useMutation, useQuery } from '@tanstack/react-query';
import { getContactCurrencies, sendContactMessage } from '../api/contact-api';

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

/** The contact area's currencies list (its own key: the rates screens cache another shape). */
export function useContactCurrencies() {
  return useQuery({
    queryKey: ['contact', 'currencies'],
    queryFn: ({ signal }) => getContactCurrencies(signal),
    staleTime: 10 * 60_000,
  });
}
