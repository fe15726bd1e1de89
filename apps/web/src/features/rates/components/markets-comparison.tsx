import type { TCurrencyWithRates, TPriceSource } from '@sarraf/contracts';
import { useId, useState } from 'react';
import { SelectField } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '../../../components/ui/states';
import { Bdi } from '../../../components/ui/bdi';
import { t } from '../../../i18n/language';
import { shownCurrencyName } from '../../../lib/currency-names';
import { isolate, textProps } from '../../../lib/text-direction';
import { useFormat } from '../../../lib/use-format';
import { useCurrencyList, usePriceSources } from '../hooks/use-rates';
import { comparableCurrencies, compareMarkets } from './market-comparison';

/**
 * Home's markets side by side (docs/product.md#markets-side-by-side): the dollar in each city's
 * market by default, another currency on choice, and the gap between the cities. It reads the
 * rates the board below already loads (the same query), so it costs no request of its own.
 */
export function MarketsComparison() {
  const titleId = useId();
  const currencies = useCurrencyList();
  const sources = usePriceSources();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid="markets-comparison">
      <h2 id={titleId} className="text-xl font-bold text-loader">
        {t.markets.title}
      </h2>
      <QueryView
        query={currencies}
        isEmpty={(data) => comparableCurrencies(data.currencies).length === 0}
        empty={t.markets.empty}
      >
        {(data) => <Comparison currencies={comparableCurrencies(data.currencies)} sources={sources.data} />}
      </QueryView>
    </section>
  );
}

function Comparison({
  currencies,
  sources,
}: {
  readonly currencies: readonly TCurrencyWithRates[];
  readonly sources: readonly TPriceSource[] | undefined;
}) {
  const format = useFormat();
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = currencies.find((candidate) => candidate.code === chosen) ?? currencies[0];
  if (!currency) return <EmptyState>{t.markets.empty}</EmptyState>;
  const { cities, gap } = compareMarkets(currency, sources);
  const percent = (value: number) =>
    t.markets.percent(format.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t.rates.currency}
        name="compare-currency"
        value={currency.code}
        onChange={setChosen}
        options={currencies.map((option) => ({
          value: option.code,
          label: isolate(shownCurrencyName(option.code, option.name)),
        }))}
      />
      <ul className="grid grid-cols-2 gap-3">
        {cities.map(({ city, rate }) => (
          <li
            key={city}
            className="rounded-2xl border border-slate-200 bg-white p-3"
            data-testid="market-city"
          >
            <h3 className="font-bold text-loader" {...textProps(city)}>
              {city}
            </h3>
            <p className="text-sm text-slate-700">
              <Bdi text={rate.source.name} />
            </p>
            <dl className="mt-2 flex flex-col gap-1">
              <div className="flex flex-wrap justify-between gap-1">
                <dt className="text-sm text-slate-700">{t.rates.buy}</dt>
                <dd className="font-bold tabular-nums" data-testid="city-buy">
                  {format.rate(rate.buy)}
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-1">
                <dt className="text-sm text-slate-700">{t.rates.sell}</dt>
                <dd className="font-bold tabular-nums" data-testid="city-sell">
                  {format.rate(rate.sell)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {gap ? (
        <p className="text-sm text-slate-800" data-testid="market-gap">
          {t.markets.gap(gap.high.city, gap.low.city)} {t.rates.buy}{' '}
          <bdi className="font-bold" data-testid="gap-buy">
            {percent(gap.buyPercent)}
          </bdi>{' '}
          · {t.rates.sell}{' '}
          <bdi className="font-bold" data-testid="gap-sell">
            {percent(gap.sellPercent)}
          </bdi>
        </p>
      ) : null}
    </div>
  );
}
