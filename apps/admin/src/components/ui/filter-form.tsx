import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ar } from '../../i18n/ar';
import { useOperators } from '../../lib/operators';
import { inputClass } from './form-field';
import { buttonClass } from './states';

export interface FilterField {
  name: string;
  label: string;
  type: 'text' | 'search' | 'select' | 'date';
  hint?: string;
  /** For selects: value → label; an "all" option comes first. */
  options?: Record<string, string>;
  /** Numbers and Latin codes are typed left to right. */
  ltr?: boolean;
  inputMode?: 'numeric' | 'tel' | 'text';
}

/** A phone-number filter: the whole number in any form, or a part of it. */
export function msisdnFilter(label: string = ar.common.msisdn): FilterField {
  return { name: 'msisdn', label, hint: ar.common.msisdnHint, type: 'search', ltr: true, inputMode: 'tel' };
}

/**
 * The operator filter of a list (`?operator=`, docs/operators.md#the-care-role), offered when the
 * service has several operators: none with one, and a care account's lists are its operator's anyway.
 */
export function useOperatorFilter(): FilterField[] {
  const operators = useOperators().data ?? [];
  if (operators.length < 2) return [];
  return [
    {
      name: 'operator',
      label: ar.common.operator,
      type: 'select',
      options: Object.fromEntries(operators.map((operator) => [operator.id, operator.name.ar])),
    },
  ];
}

/** A date range: `from` and `to` (both days included, as the API reads them). */
export const dateRangeFilters: readonly FilterField[] = [
  { name: 'from', label: ar.common.from, type: 'date' },
  { name: 'to', label: ar.common.to, type: 'date' },
];

/**
 * A list screen's filters, kept in the URL (so a filtered list can be reloaded, shared and left
 * with the back button). Submitting starts again at page 1; the server's 422 messages for a
 * malformed filter are shown under their field.
 */
export function FilterForm({
  fields,
  errors,
  label,
}: {
  fields: readonly FilterField[];
  errors?: Record<string, string[]> | undefined;
  label: string;
}) {
  const [params, setParams] = useSearchParams();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of fields) {
      const value = form.get(field.name);
      if (typeof value === 'string' && value.trim()) next.set(field.name, value.trim());
    }
    setParams(next);
  }

  return (
    <form
      aria-label={label}
      onSubmit={submit}
      // Remounts the uncontrolled inputs when the URL changes (back button, reset).
      key={params.toString()}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const hintId = field.hint ? `${inputId}-hint` : undefined;
        const fieldErrors = errors?.[field.name];
        const errorId = fieldErrors?.length ? `${inputId}-error` : undefined;
        const common = {
          id: inputId,
          name: field.name,
          defaultValue: params.get(field.name) ?? '',
          className: inputClass,
          'aria-invalid': fieldErrors?.length ? true : undefined,
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        };
        return (
          <div key={field.name}>
            <label htmlFor={inputId} className="font-bold">
              {field.label}
            </label>
            {field.hint ? (
              <p id={hintId} className="text-sm text-slate-600">
                {field.hint}
              </p>
            ) : null}
            {field.type === 'select' ? (
              <select {...common}>
                <option value="">{ar.common.all}</option>
                {Object.entries(field.options ?? {}).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type}
                dir={field.ltr ? 'ltr' : undefined}
                inputMode={field.inputMode}
                autoComplete="off"
              />
            )}
            {errorId ? (
              <p id={errorId} className="mt-1 text-sm font-bold text-red-800">
                {fieldErrors?.join(' ')}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass.primary}>
          {ar.common.filter}
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => setParams(new URLSearchParams())}
        >
          {ar.common.reset}
        </button>
      </div>
    </form>
  );
}

/** The list query of a screen: its filters from the URL, page and size. */
export function usePagedQuery(
  names: readonly string[],
  perPage = 20,
): {
  query: Record<string, string>;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = { page: params.get('page') ?? '1', per_page: String(perPage) };
  for (const name of names) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  return { query, setPage };
}
