import type { TExchangeCompanyScope } from '@sarraf/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getExchangeCompanies, getPhoneNumbers } from '../api/companies-api';

export function useExchangeCompanies(scope: TExchangeCompanyScope, page: number) {
  return useQuery({
    queryKey: ['content', 'exchange-companies', scope, page],
    queryFn: ({ signal }) => getExchangeCompanies(scope, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePhoneNumbers(scope: TExchangeCompanyScope, page: number) {
  return useQuery({
    queryKey: ['content', 'exchange-company-phones', scope, page],
    queryFn: ({ signal }) => getPhoneNumbers(scope, page, signal),
    placeholderData: keepPreviousData,
  });
}
