import type { TErrorBody } from '@sarraf/contracts';
import { t } from '../i18n/language';
import { isAxiosError, serverMessage } from './api-base';

// Reading what went wrong with an API call (lib/api-client.ts): the errors of a 422 per field, the
// status, a 429's wait, and one sentence the user can act on. Screens import these; only a
// feature's `api/` folder makes the call. Axios's errors are known by their flag, so this module
// does not load the transport.

/** The transport's chunk did not load: for the caller, the call never reached the server. */
export class TransportUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Network Error', { cause });
    this.name = 'TransportUnavailableError';
  }
}

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** The errors object of a 422, per field; null for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isAxiosError(error) || error.response?.status !== 422) return null;
  const errors = (error.response.data as Partial<TErrorBody> | undefined)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}

export function statusOf(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** The Retry-After of a 429, in seconds. */
export function retryAfterOf(error: unknown): number | null {
  if (!isAxiosError(error) || error.response?.status !== 429) return null;
  const value = Number(error.response.headers['retry-after']);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/**
 * A sentence the user can act on, in Arabic: the server's own message when it sent one (the server
 * answers in Arabic), else ours for the network (axios's "Network Error" and friends stay in the log).
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof TransportUnavailableError) return t.errors.network;
  if (isAxiosError(error)) {
    if (!error.response) return t.errors.network;
    return serverMessage(error.response.data) ?? t.errors.generic;
  }
  return t.errors.generic;
}

/** True when the call never reached the server (offline, weak signal). */
export function isNetworkError(error: unknown): boolean {
  return (isAxiosError(error) && !error.response) || error instanceof TransportUnavailableError;
}
