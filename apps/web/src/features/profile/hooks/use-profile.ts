import { useQuery } from '@tanstack/react-query';
import { getAccount, getSubscriberByNumber, getSubscriberDetails } from '../api/profile-api';

// Under ['client', …]: a subscription action or a profile save invalidates them all.
const profileKeys = {
  account: ['client', 'account'] as const,
  details: ['client', 'subscriber-details'] as const,
  byNumber: (msisdn: string) => ['client', 'subscriber-by-number', msisdn] as const,
};

export function useAccount() {
  return useQuery({ queryKey: profileKeys.account, queryFn: ({ signal }) => getAccount(signal) });
}

export function useSubscriberDetails() {
  return useQuery({ queryKey: profileKeys.details, queryFn: ({ signal }) => getSubscriberDetails(signal) });
}

export function useSubscriberByNumber(msisdn: string) {
  return useQuery({
    queryKey: profileKeys.byNumber(msisdn),
    queryFn: () => getSubscriberByNumber(msisdn),
    // Fresh values every time the form opens: it must not start from what was there before a save.
    staleTime: 0,
  });
}
