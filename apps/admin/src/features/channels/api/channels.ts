import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The keyword channel's inbound messages with their replies, as the list's filters ask. */
export function useInboundMessages(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'channels', 'inbound', query],
    queryFn: () => callApi('adminListInboundMessages', { query }),
  });
}

/** The per-day series of a period (the API's own last 30 days without one). */
export function useChannelSummary(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: ['admin', 'channels', 'summary', range],
    queryFn: async () => (await callApi('adminGetChannelSummary', { query: range })).data,
    placeholderData: keepPreviousData,
  });
}
