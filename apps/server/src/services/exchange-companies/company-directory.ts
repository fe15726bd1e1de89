import { asc, eq } from 'drizzle-orm';
import type { TExchangeCompany } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { exchangeCompanies, exchangeCompanyPhones } from '../../db/schema/index';
import { searchableText } from '../../lib/arabic-text';
import { CONTENT_TAGS, type ContentCache, type ContentTag, type Loaded } from '../content-cache';

export interface DirectoryCompany {
  company: TExchangeCompany;
  /** Name, city, address and phone labels/numbers, normalised for search. */
  searchText: string;
  cityText: string;
}

export interface DirectoryPhone {
  phone: TExchangeCompany['phones'][number];
  company: DirectoryCompany;
  searchText: string;
}

export interface CompanyDirectory {
  companies: DirectoryCompany[];
  phones: DirectoryPhone[];
}

export const DIRECTORY_TAGS: readonly ContentTag[] = [CONTENT_TAGS.exchangeCompanies];

/** Every active company with its numbers, in the editors' order (a few hundred rows at most). */
async function loadDirectory(db: Db): Promise<Loaded<CompanyDirectory>> {
  const [companyRows, phoneRows] = await Promise.all([
    db
      .select()
      .from(exchangeCompanies)
      .where(eq(exchangeCompanies.active, true))
      .orderBy(asc(exchangeCompanies.sortOrder), asc(exchangeCompanies.id)),
    db
      .select()
      .from(exchangeCompanyPhones)
      .orderBy(asc(exchangeCompanyPhones.sortOrder), asc(exchangeCompanyPhones.id)),
  ]);
  const phonesByCompany = new Map<number, (typeof phoneRows)[number][]>();
  for (const row of phoneRows) {
    const list = phonesByCompany.get(row.companyId) ?? [];
    list.push(row);
    phonesByCompany.set(row.companyId, list);
  }
  const companies: DirectoryCompany[] = companyRows.map((row) => {
    const phones = (phonesByCompany.get(row.id) ?? []).map((phone) => ({
      id: phone.id,
      phone: phone.phone,
      kind: phone.kind,
      label: phone.label,
    }));
    return {
      company: {
        id: row.id,
        name: row.name,
        scope: row.scope,
        city: row.city,
        address: row.address,
        website: row.website,
        phones,
      },
      searchText: searchableText(
        row.name,
        row.city,
        row.address,
        ...phones.flatMap((phone) => [phone.label, phone.phone]),
      ),
      cityText: searchableText(row.city),
    };
  });
  const phones = companies.flatMap((entry) =>
    entry.company.phones.map((phone) => ({
      phone,
      company: entry,
      searchText: searchableText(entry.company.name, entry.company.city, phone.label, phone.phone),
    })),
  );
  return { value: { companies, phones } };
}

export function getCompanyDirectory(db: Db, cache: ContentCache): Promise<Loaded<CompanyDirectory>> {
  return cache.dataset('company-directory', DIRECTORY_TAGS, () => loadDirectory(db));
}
