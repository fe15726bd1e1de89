import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { textProps } from '../../../lib/text-direction';
import { useFormat } from '../../../lib/use-format';
import { usePriceSources } from '../hooks/use-rates';

/** Price sources: markets, banks and companies, with their city and freshness. */
export function PriceSourcesList() {
  const sources = usePriceSources();
  const format = useFormat();
  return (
    <QueryView query={sources} isEmpty={(data) => data.length === 0} empty={t.priceSources.empty}>
      {(data) => (
        <ul className="flex flex-col gap-3">
          {data.map((source) => (
            <li key={source.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-bold text-loader" {...textProps(source.name)}>
                  {source.name}
                </h2>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
                  {t.priceSources.types[source.type]}
                </span>
                {source.is_primary ? (
                  <span className="rounded-full bg-loader px-2 py-0.5 text-sm text-white">
                    {t.priceSources.primary}
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-slate-700">{t.priceSources.city(source.city)}</p>
              <p className="mt-2 leading-relaxed text-slate-800" {...textProps(source.description)}>
                {source.description}
              </p>
              <p className="mt-2 text-sm text-slate-700">
                {source.last_recorded_at ? (
                  <>
                    {t.rates.lastUpdated}{' '}
                    <time dateTime={source.last_recorded_at}>{format.dateTime(source.last_recorded_at)}</time>
                  </>
                ) : (
                  t.priceSources.noRatesYet
                )}
              </p>
              {source.is_stale ? (
                <p className="mt-2 text-sm font-bold text-amber-900">
                  <span aria-hidden="true">⚠ </span>
                  {t.rates.staleTitle}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
