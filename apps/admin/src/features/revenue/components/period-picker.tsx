import { useState, type FormEvent } from 'react';
import { ar } from '../../../i18n/ar';
import { FormError, FormField, inputClass } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/states';
import { isValidRange, PERIOD_DAYS, type Period } from '../period';

const t = ar.revenue;

interface PeriodPickerProps {
  period: Period;
  /** The days the view shows now, to start the from/to fields from. */
  range: { from: string; to: string };
  onChange: (period: Period) => void;
}

/** The last 7, 30, 90 or 365 days in one tap, or any from/to the API accepts (at most a year). */
export function PeriodPicker({ period, range, onChange }: PeriodPickerProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = isValidRange(from, to);
    setInvalid(!valid);
    if (valid) onChange({ kind: 'range', from, to });
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div role="group" aria-label={t.period} className="flex flex-wrap items-center gap-2">
        <span className="font-bold">{t.period}:</span>
        {PERIOD_DAYS.map((days) => {
          const current = period.kind === 'last' && period.days === days;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={current}
              className={current ? buttonClass.primary : buttonClass.secondary}
              onClick={() => onChange({ kind: 'last', days })}
            >
              {t.lastDays(days)}
            </button>
          );
        })}
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t.customRange}>
        <FormField label={ar.common.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              dir="ltr"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={ar.common.to}>
          {(control) => (
            <input
              {...control}
              type="date"
              dir="ltr"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <button type="submit" aria-pressed={period.kind === 'range'} className={buttonClass.secondary}>
          {t.show}
        </button>
      </form>
      <FormError message={invalid ? t.rangeInvalid : null} />
    </div>
  );
}
