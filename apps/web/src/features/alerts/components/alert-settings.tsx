import type { TDigestSettings, TFavourites, TQuietHours } from '@sarraf/contracts';
import { zoneLabel } from '@sarraf/contracts/time-zone';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass, FormMessage, SelectField } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { Card } from '../../../components/ui/screen';
import { t } from '../../../i18n/language';
import { shownCurrencyName } from '../../../lib/currency-names';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-errors';
import { useFormat } from '../../../lib/use-format';
import type { MarketOptions } from '../api/alerts-api';
import {
  useDigestSettings,
  useFavourites,
  useMarketOptions,
  useQuietHours,
  useSaveDigestSettings,
  useSaveFavourites,
  useSaveQuietHours,
} from '../hooks/use-alerts';
import { ChoiceList, listErrors } from './choice-list';
import { isolate } from '../../../lib/text-direction';

const currencyChoices = (options: MarketOptions) =>
  options.currencies.map((currency) => ({
    value: currency.code,
    label: `${shownCurrencyName(currency.code, currency.name)} (${currency.code})`,
  }));
const sourceChoices = (options: MarketOptions) =>
  options.sources.map((source) => ({ value: source.id, label: isolate(source.name) }));

/** Favourites, the daily digest and quiet hours: three cards, each saved on its own. */
export function AlertSettings() {
  const options = useMarketOptions();
  const favourites = useFavourites();
  const digest = useDigestSettings();
  const quiet = useQuietHours();
  const ids = { favourites: useId(), digest: useId(), quiet: useId() };
  return (
    <div className="flex flex-col gap-5">
      <Card title={t.alerts.favouritesTitle} titleId={ids.favourites}>
        <p className="mb-3 text-slate-700">{t.alerts.favouritesLead}</p>
        <QueryView query={options}>
          {(marketOptions) => (
            <QueryView query={favourites}>
              {(data) => <FavouritesForm options={marketOptions} saved={data} />}
            </QueryView>
          )}
        </QueryView>
      </Card>
      <Card title={t.alerts.digestTitle} titleId={ids.digest}>
        <p className="mb-3 text-slate-700">{t.alerts.digestLead}</p>
        <QueryView query={options}>
          {(marketOptions) => (
            <QueryView query={digest}>
              {(data) => <DigestForm options={marketOptions} saved={data} />}
            </QueryView>
          )}
        </QueryView>
      </Card>
      <Card title={t.alerts.quietTitle} titleId={ids.quiet}>
        <p className="mb-3 text-slate-700">{t.alerts.quietLead}</p>
        <QueryView query={quiet}>{(data) => <QuietHoursForm saved={data} />}</QueryView>
      </Card>
    </div>
  );
}

function Outcome({
  mutation,
}: {
  readonly mutation: {
    isError: boolean;
    error: unknown;
    data?: { message: string } | undefined;
    isSuccess: boolean;
  };
}) {
  if (mutation.isError && !fieldErrorsOf(mutation.error))
    return <FormMessage tone="error">{errorMessageOf(mutation.error)}</FormMessage>;
  if (mutation.isSuccess && mutation.data)
    return <FormMessage tone="success">{mutation.data.message}</FormMessage>;
  return null;
}

function FavouritesForm({
  options,
  saved,
}: {
  readonly options: MarketOptions;
  readonly saved: TFavourites;
}) {
  const [currencies, setCurrencies] = useState<string[]>(saved.currencies);
  const [sources, setSources] = useState<number[]>(saved.source_ids);
  const save = useSaveFavourites();
  const errors = fieldErrorsOf(save.error) ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ currencies, source_ids: sources });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <MarketChoices
        legends={[t.alerts.favouriteCurrencies, t.alerts.favouriteSources]}
        options={options}
        currencies={[currencies, setCurrencies]}
        sources={[sources, setSources]}
        errors={errors}
      />
      <Outcome mutation={save} />
      <button type="submit" className={`${buttonClass.primary} self-start`} disabled={save.isPending}>
        {save.isPending ? t.alerts.savingSettings : t.alerts.saveFavourites}
      </button>
    </form>
  );
}

/** The currencies and the markets a setting covers: two lists of choices, each with its errors. */
function MarketChoices({
  legends,
  hint,
  options,
  currencies: [currencies, setCurrencies],
  sources: [sources, setSources],
  errors,
}: {
  readonly legends: readonly [currencies: string, sources: string];
  readonly hint?: string;
  readonly options: MarketOptions;
  readonly currencies: readonly [string[], (value: string[]) => void];
  readonly sources: readonly [number[], (value: number[]) => void];
  readonly errors: Readonly<Record<string, readonly string[]>>;
}) {
  return (
    <>
      <ChoiceList
        legend={legends[0]}
        {...(hint ? { hint } : {})}
        options={currencyChoices(options)}
        value={currencies}
        onChange={setCurrencies}
        errors={listErrors(errors, 'currencies')}
      />
      <ChoiceList
        legend={legends[1]}
        {...(hint ? { hint } : {})}
        options={sourceChoices(options)}
        value={sources}
        onChange={setSources}
        errors={listErrors(errors, 'source_ids')}
      />
    </>
  );
}

function DigestForm({
  options,
  saved,
}: {
  readonly options: MarketOptions;
  readonly saved: TDigestSettings;
}) {
  const format = useFormat();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [hour, setHour] = useState(String(saved.hour));
  const [currencies, setCurrencies] = useState<string[]>(saved.currencies);
  const [sources, setSources] = useState<number[]>(saved.source_ids);
  const save = useSaveDigestSettings();
  const errors = fieldErrorsOf(save.error) ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ enabled, hour: Number(hour), currencies, source_ids: sources });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <label className="flex min-h-11 items-center gap-3 font-bold text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-loader"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {t.alerts.digestEnabled}
      </label>
      <SelectField
        label={t.alerts.digestHour(zoneLabel(format.zone, format.language))}
        name="hour"
        value={hour}
        onChange={setHour}
        options={Array.from({ length: 24 }, (_, value) => ({
          value: String(value),
          label: t.alerts.hourOption(format.digitsOf(String(value).padStart(2, '0'))),
        }))}
        errors={errors.hour}
      />
      <MarketChoices
        legends={[t.alerts.digestCurrencies, t.alerts.digestSources]}
        hint={t.alerts.digestFallback}
        options={options}
        currencies={[currencies, setCurrencies]}
        sources={[sources, setSources]}
        errors={errors}
      />
      <Outcome mutation={save} />
      <button type="submit" className={`${buttonClass.primary} self-start`} disabled={save.isPending}>
        {save.isPending ? t.alerts.savingSettings : t.alerts.saveDigest}
      </button>
    </form>
  );
}

function QuietHoursForm({ saved }: { readonly saved: TQuietHours }) {
  const format = useFormat();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [start, setStart] = useState(saved.start);
  const [end, setEnd] = useState(saved.end);
  const save = useSaveQuietHours();
  const errors = fieldErrorsOf(save.error) ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ enabled, start, end });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <label className="flex min-h-11 items-center gap-3 font-bold text-slate-900">
        <input
          type="checkbox"
          name="quiet_enabled"
          className="size-5 accent-loader"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {t.alerts.quietEnabled}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          label={t.alerts.quietStart}
          name="quiet_start"
          value={start}
          onChange={setStart}
          errors={errors.start}
        />
        <TimeField
          label={t.alerts.quietEnd}
          name="quiet_end"
          value={end}
          onChange={setEnd}
          errors={errors.end}
        />
      </div>
      <p className="text-sm text-slate-700">
        {t.alerts.quietZone(zoneLabel(saved.time_zone, format.language))}
      </p>
      <Outcome mutation={save} />
      <button type="submit" className={`${buttonClass.primary} self-start`} disabled={save.isPending}>
        {save.isPending ? t.alerts.savingSettings : t.alerts.saveQuiet}
      </button>
    </form>
  );
}

/** Whole and half hours: enough for quiet hours, and a select works the same on every phone. */
const TIMES = Array.from({ length: 48 }, (_, index) => {
  const minutes = index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function TimeField({
  label,
  name,
  value,
  onChange,
  errors,
}: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errors?: readonly string[] | undefined;
}) {
  const format = useFormat();
  const times = TIMES.includes(value) ? TIMES : [...TIMES, value].sort();
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      options={times.map((time) => ({ value: time, label: format.digitsOf(time) }))}
      errors={errors}
    />
  );
}
