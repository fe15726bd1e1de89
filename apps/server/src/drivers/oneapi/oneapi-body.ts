import { z } from 'zod';

/** `requestError` as OneAPI answers a refused call: a policy exception (refused) or a service exception. */
const ZException = z.object({
  messageId: z.string().max(40).optional(),
  text: z.string().max(1000).optional(),
  variables: z.array(z.unknown()).optional(),
});

export const ZRequestError = z.object({
  requestError: z.union([
    z.object({ policyException: ZException }),
    z.object({ serviceException: ZException }),
  ]),
});

/** A gateway message for the log: the id and its text with the `%1` variables filled in. */
export function describeException(exception: z.infer<typeof ZException>): string {
  const variables = exception.variables ?? [];
  const text = (exception.text ?? '').replace(/%(\d+)/g, (match, index: string) => {
    const value = variables[Number(index) - 1];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : match;
  });
  return `${exception.messageId ?? 'no id'}: ${text}`.slice(0, 300);
}

/** Why a fetch failed, safe to log: a timeout, a network code, or the error's message. */
export function describeFetchError(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'timed out';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : 'failed';
}

/** `tel:+967…` for our stored digits (country code included, no plus). */
export const telOf = (msisdn: string) => `tel:+${msisdn}`;
