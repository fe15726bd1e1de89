import { useState } from 'react';
import { ar } from '../i18n/ar';
import { apiErrorOf } from './api-client';

interface Problems {
  /** The API's messages by field, shown beside their inputs. */
  errors: Record<string, string[]>;
  /** One message for the whole form, or null. */
  formError: string | null;
}

const NONE: Problems = { errors: {}, formError: null };

/**
 * What a back-office form shows after a refused call, set in one update. `formFields` are the
 * fields a form has no input for (the subscription of a cancel, the transaction of a refund): the
 * first of them the answer names becomes the form's message. A refusal that names no field shows
 * its own message, else that saving failed.
 */
export function useFormProblems(formFields: readonly string[] = []) {
  const [problems, setProblems] = useState<Problems>(NONE);
  return {
    ...problems,
    clear: () => setProblems(NONE),
    /** Errors found before calling (a check in the browser), beside their fields. */
    invalid: (errors: Problems['errors']) => setProblems({ errors, formError: null }),
    fail(error: unknown) {
      const { errors, message } = apiErrorOf(error);
      const named = formFields.map((field) => errors?.[field]).find((list) => list?.length);
      setProblems({
        errors: errors ?? {},
        formError: named?.join(' ') ?? (errors ? null : (message ?? ar.common.saveFailed)),
      });
    },
  };
}
