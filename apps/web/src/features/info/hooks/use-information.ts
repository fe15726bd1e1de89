import type { TInformationKey } from '@sarraf/contracts';
import { useQuery } from '@tanstack/react-query';
import { getInformation } from '../api/info-api';

export function useInformation(key: TInformationKey) {
  return useQuery({
    queryKey: ['content', 'information', key],
    queryFn: ({ signal }) => getInformation(key, signal),
    staleTime: 10 * 60_000,
  });
}
