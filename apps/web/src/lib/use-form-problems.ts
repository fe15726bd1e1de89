import { useState } from 'react';
import { errorMessageOf, fieldErrorsOf, type FieldErrors } from './api-errors';

/**
 * What a form shows after a refused call: the API's errors beside their fields, or one message for
 * the whole form when the refusal names no field (a limit, the network). `clear` before each try.
 */
export function useFormProblems() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    errors,
    formError,
    clear() {
      setErrors({});
      setFormError(null);
    },
    fail(error: unknown) {
      const fields = fieldErrorsOf(error);
      setErrors(fields ?? {});
      setFormError(fields ? null : errorMessageOf(error));
    },
  };
}
