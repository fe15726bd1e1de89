import type { TConversion, TCurrencyWithRates, TPriceSource } from '@sarraf/contracts';
import { useState, type FormEvent } from 'react';
import { buttonClass, FormMessage, SelectField, TextField } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { Notice } from '../../../components/ui/states';
import { ar } from '../../../i18n/ar';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { toLatinDigits } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { useConversion, useConverterCurrencies, useConverterSources } from '../hooks/use-converter';

/**
 * The currency converter: market choice, amount, from/to with swap, and the answer with
 * "1 USD = …", the rate and the time it used. The server validates; its 422 messages show
 * under the fields.
 */
export function ConverterForm() {
  const currencies = useConverterCurrencies();
  const sources = useConverterSources();
  return (
    <QueryView query={currencies} isEmpty={(data) => data.length < 2} empty={ar.converter.empty}>
      {(data) => <ConverterFields currencies={data} sources={sources.data ?? []} />}
    </QueryView>
  );
}

function ConverterFields({
  currencies,
  sources,
}: {
  readonly currencies: readonly TCurrencyWithRates[];
  readonly sources: readonly TPriceSource[];
}) {
  const base = currencies.find((currency) => currency.is_base)?.code ?? currencies[0]?.code ?? '';
  const foreign = currencies.find((currency) => currency.code === 'USD')?.code ?? currencies[1]?.code ?? '';
  const [amount, setAmount] = useState('100');
  const [from, setFrom] = useState(foreign);
  const [to, setTo] = useState(base);
  const [sourceId, setSourceId] = useState('');
  const conversion = useConversion();
  const errors = fieldErrorsOf(conversion.error) ?? {};
  const otherError =
    conversion.isError && !fieldErrorsOf(conversion.error) ? errorMessageOf(conversion.error) : null;
  const currencyOptions = currencies.map((currency) => ({
    value: currency.code,
    label: `${currency.name} (${currency.code})`,
  }));
  const primary = sources.find((source) => source.is_primary);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    conversion.mutate({
      amount: toLatinDigits(amount.trim()),
      from,
      to,
      ...(sourceId ? { source_id: Number(sourceId) } : {}),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
        noValidate
      >
        <SelectField
          label={ar.converter.market}
          name="source_id"
          value={sourceId}
          onChange={setSourceId}
          errors={errors.source_id}
          options={[
            {
              value: '',
              label: primary ? ar.converter.primaryMarket(primary.name) : ar.converter.defaultMarket,
            },
            ...sources.map((source) => ({
              value: String(source.id),
              label: `${source.name} — ${source.city}`,
            })),
          ]}
        />
        <TextField
          label={ar.converter.amount}
          name="amount"
          inputMode="decimal"
          dir="ltr"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          errors={errors.amount}
          required
        />
        <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_auto_1fr]">
          <SelectField
            label={ar.converter.from}
            name="from"
            value={from}
            onChange={setFrom}
            options={currencyOptions}
            errors={errors.from}
          />
          <button
            type="button"
            className={`${buttonClass.secondary} sm:mb-0.5`}
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
          >
            <span aria-hidden="true">⇅</span>
            {ar.converter.swap}
          </button>
          <SelectField
            label={ar.converter.to}
            name="to"
            value={to}
            onChange={setTo}
            options={currencyOptions}
            errors={errors.to}
          />
        </div>
        {otherError ? <FormMessage tone="error">{otherError}</FormMessage> : null}
        <button type="submit" className={buttonClass.primary} disabled={conversion.isPending}>
          {conversion.isPending ? ar.converter.converting : ar.converter.convert}
        </button>
      </form>
      {conversion.data ? <ConversionResult result={conversion.data} currencies={currencies} /> : null}
    </div>
  );
}

function ConversionResult({
  result,
  currencies,
}: {
  readonly result: TConversion;
  readonly currencies: readonly TCurrencyWithRates[];
}) {
  const format = useFormat();
  const nameOf = (code: string) => currencies.find((currency) => currency.code === code)?.name ?? code;
  return (
    <section
      aria-labelledby="conversion-title"
      aria-live="polite"
      className="flex flex-col gap-3 rounded-2xl border-2 border-loader bg-white p-4"
      data-testid="conversion-result"
    >
      <h2 id="conversion-title" className="text-lg font-bold text-loader">
        {ar.converter.result}
      </h2>
      <p className="text-2xl font-bold tabular-nums">
        {format.number(result.amount, { maximumFractionDigits: 8 })} {nameOf(result.from)} ={' '}
        {format.number(result.result, { maximumFractionDigits: 4 })} {nameOf(result.to)}
      </p>
      <p dir="ltr" className="text-end font-bold text-slate-800 tabular-nums">
        {ar.converter.unitRate(format.number(1), result.from, format.rate(result.rate), result.to)}
      </p>
      <dl className="grid grid-cols-1 gap-1 text-sm text-slate-800">
        <div className="flex flex-wrap gap-1">
          <dt className="font-bold">{ar.converter.usedSource}</dt>
          <dd>
            {result.source.name} — {result.source.city}
          </dd>
        </div>
        <div className="flex flex-wrap gap-1">
          <dt className="font-bold">{ar.converter.usedSide}</dt>
          <dd>{ar.converter.sides[result.side]}</dd>
        </div>
        {result.legs.map((leg) => (
          <div key={`${leg.currency}-${leg.side}`} className="flex flex-wrap gap-1">
            <dt className="font-bold">
              {ar.converter.legRate(leg.currency, ar.converter.legSides[leg.side])}
            </dt>
            <dd className="tabular-nums">
              <bdi dir="ltr">
                {format.rate(leg.rate)} {result.base}
              </bdi>{' '}
              ·{' '}
              <time dateTime={leg.recorded_at}>
                <bdi>{format.dateTime(leg.recorded_at)}</bdi>
              </time>
            </dd>
          </div>
        ))}
        <div className="flex flex-wrap gap-1">
          <dt className="font-bold">{ar.converter.usedTime}</dt>
          <dd>
            <time dateTime={result.rate_recorded_at}>{format.dateTime(result.rate_recorded_at)}</time>
          </dd>
        </div>
      </dl>
      {result.is_stale ? (
        <Notice tone="warning">
          <span className="font-bold">{ar.rates.staleTitle}</span> {ar.rates.staleText}
        </Notice>
      ) : null}
    </section>
  );
}
