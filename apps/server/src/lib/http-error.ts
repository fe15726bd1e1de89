import type { MessageKey } from './messages';

/**
 * An error a service throws to end a request with a given status. The error handler turns it into
 * the body of docs/design.md#api-conventions: `{message}` or, for 422, `{message, errors}`. Services never
 * touch the reply.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    /** Per-field message keys (422). */
    readonly fieldErrors?: Record<string, MessageKey[]>,
    readonly headers?: Record<string, string>,
    /** Values for the `{name}` placeholders of the messages (a missing column's name). */
    readonly messageValues?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export const unprocessable = (fieldErrors: Record<string, MessageKey[]>) =>
  new HttpError(422, 'validation_failed', fieldErrors);
export const unauthorized = () => new HttpError(401, 'unauthenticated');
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = () => new HttpError(404, 'not_found');
export const xsrfMismatch = () => new HttpError(419, 'xsrf_mismatch');
export const tooManyRequests = (retryAfterS: number, key: MessageKey = 'too_many_requests') =>
  new HttpError(429, key, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) });
export const serviceUnavailable = (key: MessageKey = 'service_unavailable', retryAfterS?: number) =>
  new HttpError(503, key, undefined, retryAfterS ? { 'retry-after': String(retryAfterS) } : undefined);
