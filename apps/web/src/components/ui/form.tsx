import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

export const buttonClass = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-loader px-6 py-2 font-bold text-white hover:bg-loader/90 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-loader bg-white px-6 py-2 font-bold text-loader hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-800 px-6 py-2 font-bold text-white hover:bg-red-900 disabled:cursor-not-allowed disabled:opacity-60',
  link: 'font-bold text-loader underline underline-offset-4',
} as const;

const inputClass =
  'block w-full min-h-11 rounded-xl border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700';

interface FieldFrameProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The server's messages for this field, shown under it. */
  readonly errors?: readonly string[] | undefined;
  readonly children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/**
 * A labelled field with its hint and its errors under it. The errors are tied to the input by
 * aria-describedby and aria-invalid, so a screen reader reads them with the field.
 */
export function FieldFrame({ label, hint, errors, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy, invalid })}
      {invalid ? (
        <ul
          id={errorId}
          className="flex flex-col gap-0.5 text-sm font-bold text-red-800"
          data-testid="field-error"
        >
          {errors?.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly errors?: readonly string[] | undefined;
};

export function TextField({ label, hint, errors, className = '', ...input }: InputProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${inputClass} ${className}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly errors?: readonly string[] | undefined;
};

export function TextAreaField({ label, hint, errors, className = '', ...input }: TextAreaProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${inputClass} min-h-32 ${className}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly SelectOption[];
  /** Further options under a heading each (`<optgroup>`), after the plain ones. */
  readonly groups?: readonly { readonly label: string; readonly options: readonly SelectOption[] }[];
  readonly errors?: readonly string[] | undefined;
  readonly name?: string;
}

export function SelectField({ label, value, onChange, options, groups, errors, name }: SelectFieldProps) {
  return (
    <FieldFrame label={label} errors={errors}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          value={value}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A form-level message (not tied to one field): a refused code, a rate limit, a sent message. */
export function FormMessage({
  tone,
  children,
}: {
  readonly tone: 'error' | 'success';
  readonly children: ReactNode;
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-xl border border-red-200 bg-red-50 px-3 py-2 font-bold text-red-900'
          : 'rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 font-bold text-emerald-950'
      }
    >
      {children}
    </p>
  );
}
