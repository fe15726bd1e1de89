import type { TBillInfo } from '@sarraf/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeNotificationStatus, getBillInfo, getTransactions } from '../api/my-bill-api';

const billKeys = {
  info: ['client', 'my-bill', 'info'] as const,
  transactions: (filter: TransactionFilter) => ['client', 'my-bill', 'transactions', filter] as const,
};

export interface TransactionFilter {
  readonly from: string;
  readonly to: string;
  readonly page: number;
}

export function useBillInfo() {
  return useQuery({ queryKey: billKeys.info, queryFn: ({ signal }) => getBillInfo(signal) });
}

export function useTransactions(filter: TransactionFilter) {
  return useQuery({
    queryKey: billKeys.transactions(filter),
    queryFn: ({ signal }) =>
      getTransactions(
        {
          page: filter.page,
          per_page: 20,
          ...(filter.from ? { from: filter.from } : {}),
          ...(filter.to ? { to: filter.to } : {}),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotificationStatus,
    onSuccess: (response) => {
      // The answer carries the new setting: show it now, without waiting for a reload.
      queryClient.setQueryData<TBillInfo>(billKeys.info, (info) =>
        info
          ? {
              ...info,
              subscriber: { ...info.subscriber, notifications_enabled: response.data.notifications_enabled },
            }
          : info,
      );
      return queryClient.invalidateQueries({ queryKey: billKeys.info });
    },
  });
}
