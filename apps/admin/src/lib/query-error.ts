import { ar } from '../i18n/ar';
import { apiErrorOf } from './api-client';

/** A failed list query as its screen shows it: the server's Arabic message, its field errors. */
export function queryProblem(
  isError: boolean,
  error: unknown,
): { text: string | null; errors?: Record<string, string[]> } {
  if (!isError) return { text: null };
  const problem = apiErrorOf(error);
  return {
    text: problem.message ?? ar.states.errorText,
    ...(problem.errors ? { errors: problem.errors } : {}),
  };
}
