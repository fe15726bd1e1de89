import { apiErrorOf } from './api-client';

const GENERIC = 'حدث خطأ أثناء الاتصال بالخادم. حاول مرة أخرى.';

/** A failed list query as its screen shows it: the server's Arabic message, its field errors. */
export function queryProblem(
  isError: boolean,
  error: unknown,
): { text: string | null; errors?: Record<string, string[]> } {
  if (!isError) return { text: null };
  const problem = apiErrorOf(error);
  return { text: problem.message ?? GENERIC, ...(problem.errors ? { errors: problem.errors } : {}) };
}
