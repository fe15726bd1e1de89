import type {
  TExchangeCompaniesQuery,
  TExchangeCompaniesResponse,
  TExchangeCompanyScope,
  TGetExchangeCompanyPhoneNumbersQuery,
  TGetExchangeCompanyPhoneNumbersResponse,
} from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { matchesSearch, normalizeArabic, searchTerms } from '../../lib/arabic-text';
import { paginate } from '../../lib/paging';
import type { ContentCache, Loaded } from '../content-cache';
import { getCompanyDirectory } from './company-directory';

/** GET /api/client/get/exchange/companies/{local,international}: paged, by city, searchable. */
export async function listExchangeCompanies(
  db: Db,
  cache: ContentCache,
  scope: TExchangeCompanyScope,
  query: TExchangeCompaniesQuery,
): Promise<Loaded<TExchangeCompaniesResponse>> {
  const { value: directory, validUntil } = await getCompanyDirectory(db, cache);
  const terms = searchTerms(query.search);
  const city = query.city ? normalizeArabic(query.city) : undefined;
  const matching = directory.companies.filter(
    (entry) =>
      entry.company.scope === scope &&
      (!city || entry.cityText === city) &&
      matchesSearch(entry.searchText, terms),
  );
  const page = paginate(matching, query.page, query.per_page);
  return { value: { data: page.data.map((entry) => entry.company), meta: page.meta }, validUntil };
}

/** GET /api/client/get/exchange/companies/phone/numbers: every number with its company, paged. */
export async function listCompanyPhoneNumbers(
  db: Db,
  cache: ContentCache,
  query: TGetExchangeCompanyPhoneNumbersQuery,
): Promise<Loaded<TGetExchangeCompanyPhoneNumbersResponse>> {
  const { value: directory, validUntil } = await getCompanyDirectory(db, cache);
  const terms = searchTerms(query.search);
  const city = query.city ? normalizeArabic(query.city) : undefined;
  const matching = directory.phones.filter(
    (entry) =>
      (query.company_id === undefined || entry.company.company.id === query.company_id) &&
      (query.scope === undefined || entry.company.company.scope === query.scope) &&
      (!city || entry.company.cityText === city) &&
      matchesSearch(entry.searchText, terms),
  );
  const page = paginate(matching, query.page, query.per_page);
  return {
    value: {
      data: page.data.map(({ phone, company: { company } }) => ({
        ...phone,
        company: { id: company.id, name: company.name, scope: company.scope, city: company.city },
      })),
      meta: page.meta,
    },
    validUntil,
  };
}
