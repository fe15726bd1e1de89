import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { pickLang, translate, type Lang, type MessageKey } from '../lib/messages';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Contract rules whose name is also the key of their message. */
const RULES_WITH_OWN_MESSAGE: ReadonlySet<string> = new Set<MessageKey>([
  'amount_not_a_number',
  'amount_not_positive',
  'amount_too_large',
  'amount_too_many_decimals',
  'different_currencies',
  'care_operator',
]);

/** A zod issue, as fastify-type-provider-zod hands it on, mapped to an Arabic field message. */
function keyForIssue(item: ValidationItem): MessageKey {
  const params = item.params ?? {};
  switch (item.keyword) {
    case 'invalid_type': {
      if (/received undefined/.test(item.message ?? '')) return 'field_required';
      const expected = typeof params.expected === 'string' ? params.expected : '';
      return expected === 'number' || expected === 'int' ? 'field_not_number' : 'field_invalid';
    }
    case 'too_small':
      return params.origin === 'number' || params.origin === 'bigint' ? 'field_too_small' : 'field_too_short';
    case 'too_big':
      return params.origin === 'number' || params.origin === 'bigint' ? 'field_too_big' : 'field_too_long';
    case 'invalid_format': {
      const format = typeof params.format === 'string' ? params.format : '';
      if (format === 'email') return 'field_invalid_email';
      if (format === 'date' || format === 'datetime') return 'field_invalid_date';
      return 'field_invalid';
    }
    case 'invalid_value':
      return 'field_invalid_choice';
    case 'unrecognized_keys':
      return 'field_unknown';
    case 'custom': {
      // Contract refinements name their rule (packages/contracts: `params: {rule}`), which the
      // type provider hands on as the issue's own `params`.
      const rule = (params.params as { rule?: unknown } | undefined)?.rule;
      if (rule === 'sell_below_buy') return 'sell_below_buy';
      if (rule === 'date_out_of_range') return 'field_date_out_of_range';
      if (typeof rule === 'string' && RULES_WITH_OWN_MESSAGE.has(rule)) return rule as MessageKey;
      return 'field_invalid';
    }
    default:
      return 'field_invalid';
  }
}

/** `/msisdn` → `msisdn`, `/items/0/buy` → `items.0.buy`, `/` (the whole body) → `body`. */
function fieldName(instancePath: string, context: string | undefined): string {
  const trimmed = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (trimmed) return trimmed;
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

function sendError(
  reply: FastifyReply,
  lang: Lang,
  status: number,
  key: MessageKey,
  fieldErrors?: Record<string, MessageKey[]>,
  headers?: Record<string, string>,
  values?: Record<string, string>,
) {
  const text = (messageKey: MessageKey) =>
    Object.entries(values ?? {}).reduce(
      (message, [name, value]) => message.replaceAll(`{${name}}`, value),
      translate(messageKey, lang),
    );
  const body: { message: string; errors?: Record<string, string[]> } = { message: text(key) };
  if (fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, keys]) => [field, [...new Set(keys)].map(text)]),
    );
  }
  if (headers) void reply.headers(headers);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

// Fastify's own client errors, mapped so that bad input is never a 500 and never English-only.
const fastifyClientErrors: Record<string, { status: number; key: MessageKey; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 422, key: 'validation_failed', field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 422, key: 'validation_failed', field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'body_malformed' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_BAD_URL: { status: 400, key: 'body_malformed' },
};

/**
 * One error handler for the whole API (errors map to HTTP in one place). It produces the
 * shapes of docs/design.md#api-conventions and never lets a stack trace, SQL or driver message reach a
 * client.
 */
export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = pickLang(request.headers['accept-language']);

      if (error instanceof HttpError) {
        return sendError(
          reply,
          lang,
          error.statusCode,
          error.messageKey,
          error.fieldErrors,
          error.headers,
          error.messageValues,
        );
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: Record<string, MessageKey[]> = {};
        for (const item of error.validation as unknown as ValidationItem[]) {
          const field = fieldName(item.instancePath, error.validationContext);
          (fieldErrors[field] ??= []).push(keyForIssue(item));
        }
        return sendError(reply, lang, 422, 'validation_failed', fieldErrors);
      }

      const mapped = error.code ? fastifyClientErrors[error.code] : undefined;
      if (mapped) {
        const fields = mapped.field ? { [mapped.field]: ['body_malformed' as MessageKey] } : undefined;
        return sendError(reply, lang, mapped.status, mapped.key, fields);
      }

      const status = error.statusCode ?? 500;
      if (status === 429) {
        const retryAfter = reply.getHeader('retry-after');
        return sendError(reply, lang, 429, 'too_many_requests', undefined, {
          'retry-after': String(retryAfter ?? 60),
        });
      }
      if (status >= 400 && status < 500) {
        const key: MessageKey =
          status === 404 ? 'not_found' : status === 405 ? 'method_not_allowed' : 'validation_failed';
        return sendError(reply, lang, status, key);
      }

      // A database or Redis that is down or restarting is a 503 the client may retry, not a bug.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database or shared store unavailable');
        return sendError(reply, lang, 503, 'service_unavailable', undefined, { 'retry-after': '5' });
      }

      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, lang, status >= 500 && status < 600 ? status : 500, 'server_error');
    });
  },
  { name: 'errors' },
);

const unavailableCodes = new Set([
  // The shared counter store (Redis) did not answer in time (lib/counter-store.ts).
  'ECOUNTERSTORE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated/i.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The 404 for unknown API paths (the static plugin falls back to the SPA for other paths). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, pickLang(request.headers['accept-language']), 404, 'not_found');
}
