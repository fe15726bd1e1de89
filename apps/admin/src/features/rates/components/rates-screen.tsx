import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ar } from '../../../i18n/ar';
import { apiErrorOf } from '../../../lib/api-client';
import { inputClass } from '../../../components/ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { fetchPriceSources, fetchRateGrid } from '../api/rates';
import { RateGrid } from './rate-grid';

/** Publishing today's rates: choose the source (kept in the URL), then fill its grid. */
export function RatesScreen() {
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const sources = useQuery({ queryKey: ['price-sources', 'all'], queryFn: fetchPriceSources });
  const active = (sources.data ?? []).filter((source) => source.active);
  const chosen = Number(params.get('source')) || active.find((s) => s.is_primary)?.id || active[0]?.id;
  const grid = useQuery({
    queryKey: ['rate-grid', chosen],
    queryFn: () => fetchRateGrid(chosen!),
    enabled: chosen !== undefined,
    // The editor's typing must not be replaced by a background refetch.
    refetchOnWindowFocus: false,
  });

  return (
    <section aria-labelledby="rates-title" className="flex flex-col gap-4">
      <h1 id="rates-title" className="text-3xl font-bold text-loader">
        {ar.rates.title}
      </h1>
      {sources.isPending ? (
        <LoadingState />
      ) : sources.isError ? (
        <ErrorState message={apiErrorOf(sources.error).message} onRetry={() => void sources.refetch()} />
      ) : active.length === 0 ? (
        <EmptyState title={ar.rates.noSources} />
      ) : (
        <>
          <div className="max-w-sm">
            <label htmlFor={pickerId} className="font-bold">
              {ar.rates.source}
            </label>
            <select
              id={pickerId}
              className={inputClass}
              value={chosen}
              onChange={(event) => setParams({ source: event.target.value })}
            >
              {active.map((source) => (
                <option key={source.id} value={source.id}>
                  {source.name} · {source.city}
                </option>
              ))}
            </select>
          </div>
          {grid.isPending ? (
            <LoadingState />
          ) : grid.isError ? (
            <ErrorState message={apiErrorOf(grid.error).message} onRetry={() => void grid.refetch()} />
          ) : grid.data.rows.length === 0 ? (
            <EmptyState title={ar.rates.noCurrencies} />
          ) : (
            <RateGrid key={grid.data.source.id} grid={grid.data} />
          )}
        </>
      )}
    </section>
  );
}
