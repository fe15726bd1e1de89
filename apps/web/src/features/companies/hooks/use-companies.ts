import type { TExchangeCompanyScope } from '@sarraf/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getExchangeCompanies } from '../api/companies-api';

export function useExchangeCompanies(scope: TExchangeCompanyScope, page: number) {
  return useQuery({
    queryKey: ['content', 'exchange-companies', scope, page],
    queryFn: ({ signal }) => getExchangeCompanies(scope, page, signal),
    placeholderData: keepPreviousData,
  });
}
