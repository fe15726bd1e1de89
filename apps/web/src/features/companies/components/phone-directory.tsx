import type { TExchangeCompanyScope } from '@sarraf/contracts';
import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { usePhoneNumbers } from '../hooks/use-companies';
import { PhoneLink } from './phone-link';
import { Bdi } from '../../../components/ui/bdi';

/**
 * The phone directory (`…/exchange/companies/phone/numbers`): every number of the chosen tab's
 * companies in one list, for someone who only wants to call, loaded as the screen opens.
 */
export function PhoneDirectory({ scope }: { readonly scope: TExchangeCompanyScope }) {
  const [pages, setPages] = useState<Record<TExchangeCompanyScope, number>>({ local: 1, international: 1 });
  const numbers = usePhoneNumbers(scope, pages[scope]);
  return (
    <section aria-labelledby="phone-directory" className="flex flex-col gap-3">
      <h2 id="phone-directory" className="text-lg font-bold text-loader">
        {t.companies.directory[scope]}
      </h2>
      <QueryView query={numbers} isEmpty={(data) => data.data.length === 0} empty={t.companies.noNumbers}>
        {(data) => (
          <div className="flex flex-col gap-3" data-testid="phone-directory">
            <ul className="grid gap-2 sm:grid-cols-2">
              {data.data.map((number) => (
                <li key={number.id} className="flex flex-col gap-1">
                  <span className="text-sm font-bold text-slate-800">
                    <Bdi text={number.company.name} /> — <Bdi text={number.company.city} />
                  </span>
                  <PhoneLink phone={number} />
                </li>
              ))}
            </ul>
            <Pager
              page={data.meta.current_page}
              lastPage={data.meta.last_page}
              onPage={(page) => setPages((current) => ({ ...current, [scope]: page }))}
              label={t.companies.directoryPages}
            />
          </div>
        )}
      </QueryView>
    </section>
  );
}
