import type { TConversion, TCurrencyWithRates, TPriceSource } from '@sarraf/contracts';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { AMOUNT_LIMIT, AMOUNT_MAX_FRACTION_DIGITS } from '@sarraf/contracts/amount';
import { buttonClass, FormMessage, SelectField, TextField } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { Notice } from '../../../components/ui/states';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf, type FieldErrors } from '../../../lib/api-errors';
import { parseTypedAmount, type TypedAmount } from '../../../lib/typed-amount';
import { useFormat } from '../../../lib/use-format';
import {
  useConversion,
  useConverterCurrencies,
  useConverterSources,
  useReferenceCurrencies,
} from '../hooks/use-converter';
import {
  currencyChoices,
  currencyNameOf,
  referenceBridgeOf,
  referenceLabelOf,
  type NamedCurrency,
} from './currency-choices';
import { Bdi } from '../../../components/ui/bdi';
import { isolate } from '../../../lib/text-direction';

/** The pair of the last answer, for what the screen shows under it (its history). */
export interface ConvertedPair {
  readonly from: string;
  readonly to: string;
  readonly fromName: string;
  readonly toName: string;
  /** The one market to ask the history of: a reference pair's (it ties the rial in), else null. */
  readonly sourceId: number | null;
  /** The market the answer used, and its side when it used one (a cross uses two). */
  readonly result: { readonly sourceId: number; readonly side: 'buy' | 'sell' | null };
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

/** The amount's problem in the reader's words, with the limits in the reader's digits. */
function amountMessage(
  problem: Exclude<TypedAmount, { ok: true }>['problem'],
  format: ReturnType<typeof useFormat>,
): string {
  switch (problem) {
    case 'empty':
      return t.converter.amountEmpty;
    case 'not_positive':
      return t.converter.amountNotPositive;
    case 'too_large':
      return t.converter.amountTooLarge(format.number(AMOUNT_LIMIT));
    case 'too_many_decimals':
      return t.converter.amountTooManyDecimals(format.number(AMOUNT_MAX_FRACTION_DIGITS));
    case 'not_a_number':
      return t.converter.amountNotANumber(format.number(1500), format.number(25.5));
  }
}

/** Scrolls an element into view: smoothly, unless the reader asked for less motion. */
function revealElement(element: HTMLElement) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
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
  // What the portal finds wrong before it asks the server: the server says the same in a 422.
  const [ownErrors, setOwnErrors] = useState<{ amount?: string[]; to?: string[] }>({});
  const resultRef = useRef<HTMLElement>(null);
  const conversion = useConversion();
  const serverErrors = fieldErrorsOf(conversion.error) ?? {};
  const errors: FieldErrors = { ...serverErrors, ...ownErrors };
  const otherError =
    conversion.isError && !fieldErrorsOf(conversion.error) ? errorMessageOf(conversion.error) : null;
  const choices = useMemo(() => currencyChoices(currencies, reference), [currencies, reference]);
  const moreGroups =
    choices.more.length > 0 ? [{ label: t.converter.moreCurrencies, options: choices.more }] : [];
  const primary = sources.find((source) => source.is_primary);
  const nameOf = (code: string) => currencyNameOf(code, currencies, reference);

  const answer = conversion.data;
  const pair = answer ? [answer.from, answer.to] : [from, to];
  const sentence = answer
    ? t.converter.sentence(
        format.number(answer.amount, { maximumFractionDigits: 8 }),
        nameOf(answer.from),
        format.number(answer.result, { maximumFractionDigits: 4 }),
        nameOf(answer.to),
      )
    : null;
  const shown: ConverterView = {
    source: answer?.source ?? sources.find((source) => String(source.id) === sourceId) ?? primary ?? null,
    currencies: currencies.filter((currency) => pair.includes(currency.code) && !currency.is_base),
    answer: sentence,
  };

  // A new answer is brought into view: at 360 px it lands under the form, below the fold.
  useEffect(() => {
    if (answer && resultRef.current) revealElement(resultRef.current);
  }, [answer]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amountInput = event.currentTarget.elements.namedItem('amount');
    const typed = parseTypedAmount(amount);
    const found: typeof ownErrors = {};
    if (!typed.ok) found.amount = [amountMessage(typed.problem, format)];
    if (from === to) found.to = [t.converter.sameCurrencies];
    setOwnErrors(found);
    if (!typed.ok || found.to) {
      // No answer beside an amount it does not belong to; the field's message is read with it.
      conversion.reset();
      if (!typed.ok && amountInput instanceof HTMLInputElement) amountInput.focus();
      return;
    }
    conversion.mutate({
      amount: typed.value,
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
          autoComplete="off"
          dir="ltr"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            if (ownErrors.amount) setOwnErrors(({ amount: _typed, ...rest }) => rest);
          }}
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
      {/* Always in the page, so that a screen reader announces each new answer's sentence. */}
      <p role="status" className="sr-only" data-testid="conversion-announcement">
        {answer && sentence
          ? answer.rate_kind === 'reference'
            ? t.converter.announceReference(sentence)
            : t.converter.announceMarket(sentence, answer.source.name)
          : ''}
      </p>
      {answer ? (
        <>
          <ConversionResult
            sectionRef={resultRef}
            result={answer}
            sentence={sentence ?? ''}
            nameOf={nameOf}
            referenceCurrencies={reference}
          />
          {actions?.(shown)}
          {below?.({
            from: answer.from,
            to: answer.to,
            fromName: nameOf(answer.from),
            toName: nameOf(answer.to),
            sourceId: answer.rate_kind === 'reference' ? answer.source.id : null,
            result: {
              sourceId: answer.source.id,
              side: answer.side === 'cross' ? null : answer.side,
            },
          })}
        </>
      ) : (
        actions?.(shown)
      )}
    </div>
  );
}

function ConversionResult({
  result,
  sentence,
  nameOf,
  referenceCurrencies,
  sectionRef,
}: {
  readonly result: TConversion;
  readonly sentence: string;
  readonly nameOf: (code: string) => string;
  readonly referenceCurrencies: readonly NamedCurrency[];
  readonly sectionRef: RefObject<HTMLElement | null>;
}) {
  const format = useFormat();
  const reference = referenceLabelOf(result);
  const bridged = reference ? referenceBridgeOf(result, referenceCurrencies) : null;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="conversion-title"
      // Clear of the screen's top edge when scrolled to.
      className="flex scroll-mt-4 flex-col gap-3 rounded-2xl border-2 border-loader bg-white p-4"
      data-testid="conversion-result"
    >
      <h2 id="conversion-title" className="text-lg font-bold text-loader">
        {t.converter.result}
      </h2>
      {reference ? <ReferenceLabel day={reference.day} /> : null}
      <p className="text-2xl font-bold tabular-nums">{sentence}</p>
      <p dir="ltr" className="text-end font-bold text-slate-800 tabular-nums">
        {t.converter.unitRate(format.number(1), result.from, format.rate(result.rate), result.to)}
      </p>
      <dl className="grid grid-cols-1 gap-1 text-sm text-slate-800">
        {reference ? (
          // A reference rate is the feed's, not the market's: the market only ties the rial in.
          <>
            <div className="flex flex-wrap gap-1">
              <dt className="font-bold">{t.converter.usedRateSource}</dt>
              <dd>{t.converter.referenceSource}</dd>
            </div>
            {bridged ? (
              <div className="flex flex-wrap gap-1">
                <dt className="font-bold">{t.converter.bridgeOf(nameOf(bridged))}</dt>
                <dd>{t.converter.bridgeThrough(isolate(result.source.name))}</dd>
              </div>
            ) : null}
          </>
        ) : (
          <div className="flex flex-wrap gap-1">
            <dt className="font-bold">{t.converter.usedSource}</dt>
            <dd>
              <Bdi text={result.source.name} /> — <Bdi text={result.source.city} />
            </dd>
          </div>
        )}
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
