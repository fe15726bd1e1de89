import { useId } from 'react';

/**
 * A group of checkboxes under one legend (a fieldset, so a screen reader names the group), kept in
 * the order the person ticks them: the first ticked is the first pinned.
 */
export function ChoiceList<V extends string | number>({
  legend,
  hint,
  options,
  value,
  onChange,
  errors,
}: {
  readonly legend: string;
  readonly hint?: string;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly value: readonly V[];
  readonly onChange: (value: V[]) => void;
  readonly errors?: readonly string[] | undefined;
}) {
  const id = useId();
  const toggle = (option: V) =>
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 font-bold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-loader has-[:checked]:bg-slate-100"
          >
            <input
              type="checkbox"
              className="size-5 accent-loader"
              checked={value.includes(option.value)}
              onChange={() => toggle(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {errors?.length ? (
        <ul className="text-sm font-bold text-red-800" data-testid="field-error">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** The 422 messages of a list field and its items (`currencies`, `currencies.1`…), together. */
export function listErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  field: string,
): string[] | undefined {
  const found = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
  return found.length > 0 ? [...new Set(found)] : undefined;
}
