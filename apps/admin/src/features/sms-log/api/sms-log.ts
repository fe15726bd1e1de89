import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useSmsLog(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'sms', query],
    queryFn: () => callApi('adminListSms', { query }),
  });
}
