import { useId, type ReactNode } from 'react';
import { buttonClass } from './states';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-start text-base focus:border-loader aria-[invalid=true]:border-red-700';

interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** The server's 422 messages for this field (`errors[name]`), shown under it. */
  errors?: readonly string[];
  hint?: string;
  /** Renders the control with the ids that tie it to its label, hint and errors. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form control with its hint and per-field errors (422 errors are shown
 * under the fields). Screen readers hear the label, then the hint and the error.
 */
export function FormField({ label, errors, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = Boolean(errors && errors.length > 0);
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': hasError || undefined, 'aria-describedby': describedBy || undefined })}
      {hasError ? (
        <p id={errorId} className="mt-1 text-sm font-bold text-red-800">
          {errors?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** A form-wide message (a 422 without field errors, a 5xx) above the submit button. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
      {message}
    </p>
  );
}

/** The end of a two-column form: its form-wide message, then its submit button, off while sending. */
export function FormSubmitRow({
  error,
  pending,
  label,
}: {
  error: string | null;
  pending: boolean;
  label: string;
}) {
  return (
    <div className="sm:col-span-2">
      <FormError message={error} />
      <button type="submit" className={`${buttonClass.primary} mt-2`} disabled={pending}>
        {label}
      </button>
    </div>
  );
}
