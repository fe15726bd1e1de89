import { useState } from 'react';
import { SelectField } from '../../../components/ui/form';
import { Pager } from '../../../components/ui/pager';
import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { Bdi } from '../../../components/ui/bdi';
import { shownCurrencyName } from '../../../lib/currency-names';
import { isolate, textProps } from '../../../lib/text-direction';
import { useFormat } from '../../../lib/use-format';
import { usePriceLists, usePriceSources } from '../hooks/use-rates';

/** Price lists: each source's dated bulletin, newest first, one source or all, paged. */
export function PriceListsView() {
  const format = useFormat();
  const sources = usePriceSources();
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const lists = usePriceLists({ sourceId, page });

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t.priceLists.source}
        name="source"
        value={sourceId ? String(sourceId) : ''}
        onChange={(value) => {
          setSourceId(value ? Number(value) : null);
          setPage(1);
        }}
        options={[
          { value: '', label: t.priceLists.allSources },
          ...(sources.data ?? []).map((source) => ({
            value: String(source.id),
            label: isolate(source.name),
          })),
        ]}
      />
      <QueryView query={lists} isEmpty={(data) => data.data.length === 0} empty={t.priceLists.empty}>
        {(data) => (
          <>
            <ul className="flex flex-col gap-4">
              {data.data.map((list) => (
                <li key={list.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                  <h2 className="text-lg font-bold text-loader" {...textProps(list.title)}>
                    {list.title}
                  </h2>
                  <p className="text-sm text-slate-700">
                    <time dateTime={list.date}>{format.date(list.date)}</time> ·{' '}
                    <Bdi text={list.source.name} />
                  </p>
                  <div className="mt-3 overflow-x-auto">
                    <table className="w-full text-start">
                      <caption className="sr-only">{list.title}</caption>
                      <thead className="bg-slate-100 text-sm">
                        <tr>
                          <th scope="col" className="px-2 py-1.5 text-start">
                            {t.rates.currency}
                          </th>
                          <th scope="col" className="px-2 py-1.5 text-start">
                            {t.rates.buy}
                          </th>
                          <th scope="col" className="px-2 py-1.5 text-start">
                            {t.rates.sell}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {list.entries.map((entry) => (
                          <tr key={entry.currency} className="border-t border-slate-200">
                            <th scope="row" className="px-2 py-2 text-start font-normal">
                              <Bdi text={shownCurrencyName(entry.currency, entry.currency_name)} />
                              {entry.note ? (
                                <span className="block text-xs text-slate-600" {...textProps(entry.note)}>
                                  {entry.note}
                                </span>
                              ) : null}
                            </th>
                            <td className="px-2 py-2 font-bold tabular-nums">{format.rate(entry.buy)}</td>
                            <td className="px-2 py-2 font-bold tabular-nums">{format.rate(entry.sell)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  {list.notes ? (
                    <p className="mt-2 text-sm text-slate-700" {...textProps(list.notes)}>
                      {list.notes}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <Pager
              page={data.meta.current_page}
              lastPage={data.meta.last_page}
              onPage={setPage}
              label={t.priceLists.pages}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
