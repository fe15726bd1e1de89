import type { TAlert, TAlertChannel, TAlertCondition, TRateSide } from '@sarraf/contracts';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass, FormMessage, SelectField, TextField } from '../../../components/ui/form';
import { t } from '../../../i18n/language';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-errors';
import { shownCurrencyName } from '../../../lib/currency-names';
import { toLatinDigits } from '../../../lib/format';
import type { MarketOptions } from '../api/alerts-api';
import { useCreateAlert, useUpdateAlert } from '../hooks/use-alerts';
import { isolate } from '../../../lib/text-direction';

interface Draft {
  currency: string;
  sourceId: string;
  side: TRateSide;
  condition: TAlertCondition;
  value: string;
  channels: TAlertChannel[];
}

const CHANNELS: readonly TAlertChannel[] = ['push', 'sms'];

function initialDraft(options: MarketOptions, alert?: TAlert): Draft {
  if (alert)
    return {
      currency: alert.currency,
      sourceId: String(alert.source_id),
      side: alert.side,
      condition: alert.condition,
      value: alert.value,
      channels: alert.channels,
    };
  const first = options.currencies[0];
  return {
    currency: first?.code ?? '',
    sourceId: String(first?.sourceIds[0] ?? ''),
    side: 'buy',
    condition: 'above',
    value: '',
    channels: ['sms'],
  };
}

/**
 * Create or edit an alert: currency, market (only those that quote the currency), side,
 * condition, value and how it arrives (browser push, SMS or both; at least one). The server's 422 messages show under their fields; the plan limit under the
 * form.
 */
export function AlertForm({
  options,
  alert,
  disabled = false,
  onDone,
}: {
  readonly options: MarketOptions;
  readonly alert?: TAlert;
  readonly disabled?: boolean;
  readonly onDone?: (message: string) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => initialDraft(options, alert));
  const [channelsMissing, setChannelsMissing] = useState(false);
  const formId = useId();
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const mutation = alert ? update : create;
  const errors = fieldErrorsOf(mutation.error) ?? {};
  // The server names an element (`channels.0`) for an unknown value, the list for an empty one.
  const channelErrors = Object.entries(errors)
    .filter(([field]) => field === 'channels' || field.startsWith('channels.'))
    .flatMap(([, messages]) => messages);
  const otherError =
    mutation.isError && !fieldErrorsOf(mutation.error) ? errorMessageOf(mutation.error) : null;
  const currency = options.currencies.find((candidate) => candidate.code === draft.currency);
  const sources = options.sources.filter((source) => currency?.sourceIds.includes(source.id));
  const isMove = draft.condition === 'move';

  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const chooseCurrency = (code: string) => {
    const next = options.currencies.find((candidate) => candidate.code === code);
    const keepsSource = next?.sourceIds.includes(Number(draft.sourceId));
    set({ currency: code, sourceId: keepsSource ? draft.sourceId : String(next?.sourceIds[0] ?? '') });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.channels.length === 0) {
      setChannelsMissing(true);
      return;
    }
    const input = {
      currency: draft.currency,
      source_id: Number(draft.sourceId),
      side: draft.side,
      condition: draft.condition,
      value: toLatinDigits(draft.value.trim()),
      channels: CHANNELS.filter((channel) => draft.channels.includes(channel)),
    };
    if (alert) {
      update.mutate({ id: alert.id, patch: input }, { onSuccess: (response) => onDone?.(response.message) });
    } else {
      create.mutate(
        { ...input, enabled: true },
        {
          onSuccess: (response) => {
            set({ value: '' });
            onDone?.(response.message);
          },
        },
      );
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      noValidate
      aria-label={alert ? t.alerts.editTitle : t.alerts.newTitle}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.alerts.currency}
          name="currency"
          value={draft.currency}
          onChange={chooseCurrency}
          options={options.currencies.map((option) => ({
            value: option.code,
            label: `${shownCurrencyName(option.code, option.name)} (${option.code})`,
          }))}
          errors={errors.currency}
        />
        <SelectField
          label={t.alerts.source}
          name="source_id"
          value={draft.sourceId}
          onChange={(value) => set({ sourceId: value })}
          options={sources.map((source) => ({
            value: String(source.id),
            label: `${isolate(source.name)} — ${isolate(source.city)}`,
          }))}
          errors={errors.source_id}
        />
        <SelectField
          label={t.alerts.side}
          name="side"
          value={draft.side}
          onChange={(value) => set({ side: value as TRateSide })}
          options={(['buy', 'sell'] as const).map((side) => ({ value: side, label: t.alerts.sides[side] }))}
          errors={errors.side}
        />
        <SelectField
          label={t.alerts.condition}
          name="condition"
          value={draft.condition}
          onChange={(value) => set({ condition: value as TAlertCondition })}
          options={(['above', 'below', 'move'] as const).map((condition) => ({
            value: condition,
            label: t.alerts.conditions[condition],
          }))}
          errors={errors.condition}
        />
      </div>
      <TextField
        label={isMove ? t.alerts.percent : t.alerts.value}
        hint={isMove ? t.alerts.percentHint : t.alerts.valueHint}
        name="value"
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        value={draft.value}
        onChange={(event) => set({ value: event.target.value })}
        errors={errors.value}
        required
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={`${formId}-channels-hint`}>
        <legend className="font-bold text-slate-900">{t.alerts.channels}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {CHANNELS.map((channel) => (
            <label key={channel} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="channels"
                value={channel}
                className="size-5 accent-loader"
                checked={draft.channels.includes(channel)}
                onChange={(event) => {
                  setChannelsMissing(false);
                  set({
                    channels: event.target.checked
                      ? [...draft.channels, channel]
                      : draft.channels.filter((chosen) => chosen !== channel),
                  });
                }}
              />
              <span>{t.alerts.channelNames[channel]}</span>
            </label>
          ))}
        </div>
        <p id={`${formId}-channels-hint`} className="text-sm text-slate-700">
          {t.alerts.channelsHint}
        </p>
        {channelsMissing || channelErrors.length > 0 ? (
          <FormMessage tone="error">
            {channelsMissing ? t.alerts.channelsRequired : channelErrors.join(' ')}
          </FormMessage>
        ) : null}
      </fieldset>
      {errors.alert ? <FormMessage tone="error">{errors.alert.join(' ')}</FormMessage> : null}
      {otherError ? <FormMessage tone="error">{otherError}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={disabled || mutation.isPending}>
          {alert
            ? mutation.isPending
              ? t.alerts.saving
              : t.alerts.save
            : mutation.isPending
              ? t.alerts.creating
              : t.alerts.create}
        </button>
        {alert ? (
          <button type="button" className={buttonClass.secondary} onClick={() => onDone?.('')}>
            {t.alerts.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
