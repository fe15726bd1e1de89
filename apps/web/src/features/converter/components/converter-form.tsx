import type { TConversion, TCurrencyWithRates, TPriceSource } from '@sarraf/contracts';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass, FormMessage, SelectField, TextField } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { Notice } from '../../../components/ui/states';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { toLatinDigits } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import {
  useConversion,
  useConverterCurrencies,
  useConverterSources,
  useReferenceCurrencies,
} from '../hooks/use-converter';
import { currencyChoices, currencyNameOf, referenceLabelOf, type NamedCurrency } from './currency-choices';
import { Bdi } from '../../../components/ui/bdi';
import { isolate } from '../../../lib/text-direction';

/** The pair of the last answer, for what the screen shows under it (its history). */
export interface ConvertedPair {
  readonly from: string;
  readonly to: string;
  readonly fromName: string;
  readonly toName: string;
  readonly sourceId: number | null;
}

/**
 * What the converter shows, for «مشاركة»: the market (the answer's, else the chosen one, else the
 * primary), the pair's currencies with their rates, and the answer as a line of text.
 */
export interface ConverterView {
  readonly source: { readonly id: number; readonly name: string; readonly city: string } | null;
  readonly currencies: readonly TCurrencyWithRates[];
  readonly answer: string | null;
}

const NO_REFERENCE: readonly NamedCurrency[] = [];

/**
 * The currency converter: market choice, amount, from/to with swap, and the answer with
 * "1 USD = …", the rate and the time it used. The pickers offer the market's currencies, then
 * every other currency of the reference feed; an answer by reference rates says so. The server
 * validates; its 422 messages show under the fields. `below` renders under the answer (the route
 * puts the pair's history there).
 */
export function ConverterForm({
  below,
  actions,
}: {
  readonly below?: (pair: ConvertedPair) => ReactNode;
  /** Renders under the form, for what it shows (the route puts «مشاركة» there). */
  readonly actions?: (view: ConverterView) => ReactNode;
} = {}) {
  const currencies = useConverterCurrencies();
  const sources = useConverterSources();
  // Without the reference list (loading or failed) the market's currencies still convert.
  const reference = useReferenceCurrencies();
  return (
    <QueryView query={currencies} isEmpty={(data) => data.length < 2} empty={t.converter.empty}>
      {(data) => (
        <ConverterFields
          currencies={data}
          sources={sources.data ?? []}
          reference={reference.data?.currencies ?? NO_REFERENCE}
          below={below}
          actions={actions}
        />
      )}
    </QueryView>
  );
}

function ConverterFields({
  currencies,
  sources,
  reference,
  below,
  actions,
}: {
  readonly currencies: readonly TCurrencyWithRates[];
  readonly sources: readonly TPriceSource[];
  readonly reference: readonly NamedCurrency[];
  readonly below: ((pair: ConvertedPair) => ReactNode) | undefined;
  readonly actions: ((view: ConverterView) => ReactNode) | undefined;
}) {
  const format = useFormat();
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
  const choices = useMemo(() => currencyChoices(currencies, reference), [currencies, reference]);
  const moreGroups =
    choices.more.length > 0 ? [{ label: t.converter.moreCurrencies, options: choices.more }] : [];
  const primary = sources.find((source) => source.is_primary);
  const nameOf = (code: string) => currencyNameOf(code, currencies, reference);

  const answer = conversion.data;
  const pair = answer ? [answer.from, answer.to] : [from, to];
  const shown: ConverterView = {
    source: answer?.source ?? sources.find((source) => String(source.id) === sourceId) ?? primary ?? null,
    currencies: currencies.filter((currency) => pair.includes(currency.code) && !currency.is_base),
    answer: answer
      ? `${format.number(answer.amount, { maximumFractionDigits: 8 })} ${nameOf(answer.from)} = ${format.number(answer.result, { maximumFractionDigits: 4 })} ${nameOf(answer.to)}`
      : null,
  };

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
          label={t.converter.market}
          name="source_id"
          value={sourceId}
          onChange={setSourceId}
          errors={errors.source_id}
          options={[
            {
              value: '',
              label: primary ? t.converter.primaryMarket(primary.name) : t.converter.defaultMarket,
            },
            ...sources.map((source) => ({
              value: String(source.id),
              label: `${isolate(source.name)} — ${isolate(source.city)}`,
            })),
          ]}
        />
        <TextField
          label={t.converter.amount}
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
            label={t.converter.from}
            name="from"
            value={from}
            onChange={setFrom}
            options={choices.market}
            groups={moreGroups}
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
            {t.converter.swap}
          </button>
          <SelectField
            label={t.converter.to}
            name="to"
            value={to}
            onChange={setTo}
            options={choices.market}
            groups={moreGroups}
            errors={errors.to}
          />
        </div>
        {otherError ? <FormMessage tone="error">{otherError}</FormMessage> : null}
        <button type="submit" className={buttonClass.primary} disabled={conversion.isPending}>
          {conversion.isPending ? t.converter.converting : t.converter.convert}
        </button>
      </form>
      {actions?.(shown)}
      {conversion.data ? (
        <>
          <ConversionResult result={conversion.data} nameOf={nameOf} />
          {below?.({
            from: conversion.data.from,
            to: conversion.data.to,
            fromName: nameOf(conversion.data.from),
            toName: nameOf(conversion.data.to),
            sourceId: conversion.variables?.source_id ? Number(conversion.variables.source_id) : null,
          })}
        </>
      ) : null}
    </div>
  );
}

function ConversionResult({
  result,
  nameOf,
}: {
  readonly result: TConversion;
  readonly nameOf: (code: string) => string;
}) {
  const format = useFormat();
  const reference = referenceLabelOf(result);
  return (
    <section
      aria-labelledby="conversion-title"
      aria-live="polite"
      className="flex flex-col gap-3 rounded-2xl border-2 border-loader bg-white p-4"
      data-testid="conversion-result"
    >
      <h2 id="conversion-title" className="text-lg font-bold text-loader">
        {t.converter.result}
      </h2>
      {reference ? <ReferenceLabel day={reference.day} /> : null}
      <p className="text-2xl font-bold tabular-nums">
        {format.number(result.amount, { maximumFractionDigits: 8 })} {nameOf(result.from)} ={' '}
        {format.number(result.result, { maximumFractionDigits: 4 })} {nameOf(result.to)}
      </p>
      <p dir="ltr" className="text-end font-bold text-slate-800 tabular-nums">
        {t.converter.unitRate(format.number(1), result.from, format.rate(result.rate), result.to)}
      </p>
      <dl className="grid grid-cols-1 gap-1 text-sm text-slate-800">
        <div className="flex flex-wrap gap-1">
          <dt className="font-bold">{t.converter.usedSource}</dt>
          <dd>
            <Bdi text={result.source.name} /> — <Bdi text={result.source.city} />
          </dd>
        </div>
        <div className="flex flex-wrap gap-1">
          <dt className="font-bold">{t.converter.usedSide}</dt>
          <dd>{reference ? t.converter.referenceSide(result.base) : t.converter.sides[result.side]}</dd>
        </div>
        {result.legs.map((leg) => (
          <div key={`${leg.currency}-${leg.side}`} className="flex flex-wrap gap-1">
            <dt className="font-bold">
              {reference
                ? t.converter.referenceLeg(leg.currency)
                : t.converter.legRate(leg.currency, t.converter.legSides[leg.side])}
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
          <dt className="font-bold">{t.converter.usedTime}</dt>
          <dd>
            <time dateTime={result.rate_recorded_at}>{format.dateTime(result.rate_recorded_at)}</time>
          </dd>
        </div>
      </dl>
      {reference ? <Notice tone="info">{t.converter.referenceNote}</Notice> : null}
      {result.is_stale ? (
        <Notice tone="warning">
          {reference ? (
            <span className="font-bold">{t.converter.referenceStale}</span>
          ) : (
            <>
              <span className="font-bold">{t.rates.staleTitle}</span> {t.rates.staleText}
            </>
          )}
        </Notice>
      ) : null}
    </section>
  );
}

/** «سعر مرجعي» and the feed's day, so a reference rate is never taken for a market one. */
function ReferenceLabel({ day }: { readonly day: string | null }) {
  const format = useFormat();
  return (
    <p className="flex flex-wrap items-center gap-2" data-testid="reference-label">
      <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-950">
        {t.converter.reference}
      </span>
      {day ? (
        <span className="text-sm text-slate-800">
          {t.converter.referenceOf}{' '}
          <time dateTime={day} className="font-bold">
            {format.date(day)}
          </time>
        </span>
      ) : null}
    </p>
  );
}
