import type { TExchangeCompany, TExchangeCompanyScope } from '@sarraf/contracts';
import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { Tabs } from '../../../components/ui/tabs';
import { t } from '../../../i18n/language';
import { useExchangeCompanies } from '../hooks/use-companies';
import { PhoneDirectory } from './phone-directory';
import { PhoneLink } from './phone-link';
import { Bdi } from '../../../components/ui/bdi';
import { textProps } from '../../../lib/text-direction';

const scopes: readonly { key: TExchangeCompanyScope; label: string }[] = [
  {
    key: 'local',
    get label() {
      return t.companies.local;
    },
  },
  {
    key: 'international',
    get label() {
      return t.companies.international;
    },
  },
];

/**
 * Exchange companies: local / international tabs, tap-to-call numbers, and the tab's phone
 * directory (every number in one list, loaded as the screen opens).
 */
export function ExchangeCompaniesView() {
  const [scope, setScope] = useState<TExchangeCompanyScope>('local');
  const [pages, setPages] = useState<Record<TExchangeCompanyScope, number>>({ local: 1, international: 1 });
  const companies = useExchangeCompanies(scope, pages[scope]);
  return (
    <div className="flex flex-col gap-6">
      <Tabs label={t.companies.tabsLabel} items={scopes} selected={scope} onSelect={setScope}>
        <QueryView query={companies} isEmpty={(data) => data.data.length === 0} empty={t.companies.empty}>
          {(data) => (
            <div className="flex flex-col gap-4">
              <ul className="flex flex-col gap-3">
                {data.data.map((company) => (
                  <CompanyCard key={company.id} company={company} />
                ))}
              </ul>
              <Pager
                page={data.meta.current_page}
                lastPage={data.meta.last_page}
                onPage={(page) => setPages((current) => ({ ...current, [scope]: page }))}
                label={t.companies.pages}
              />
            </div>
          )}
        </QueryView>
      </Tabs>
      <PhoneDirectory scope={scope} />
    </div>
  );
}

function CompanyCard({ company }: { readonly company: TExchangeCompany }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-bold text-loader" {...textProps(company.name)}>
        {company.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Bdi text={company.city} />
        {company.address ? (
          <>
            {' — '}
            <Bdi text={company.address} />
          </>
        ) : null}
      </p>
      {company.phones.length ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label={t.companies.phonesOf(company.name)}>
          {company.phones.map((phone) => (
            <li key={phone.id}>
              <PhoneLink phone={phone} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t.companies.noPhones}</p>
      )}
    </li>
  );
}
