import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint.
 * - `public`: anyone, token ignored.
 * - `optional`: anyone; a valid token is read when present.
 * - `subscriber`: a valid subscriber access token (bearer or `access_token` cookie) is required.
 * - `admin`: a back-office session is required.
 * - `operator`: the mobile operator's webhooks; the `x-operator-secret` header must equal
 * `OPERATOR_WEBHOOK_SECRET` (docs/design.md#operator-webhooks), else 401; refused altogether while it is
 * unset.
 * - `operator-callback`: the OneAPI gateway's callbacks; HTTP Basic with ONEAPI_CALLBACK_USER and
 * ONEAPI_CALLBACK_PASSWORD (else 401, refused altogether while unset), and only from OPERATOR_CIDRS
 * when it is set (else 403).
 * - `partner`: a partner's API key (`Authorization: Bearer srf_live_…`, made in the back office),
 * scoped to one price source; no, bad or revoked key 401, past PARTNER_REQUESTS_PER_MIN 429
 * (docs/partner-api.md).
 */
export type Access =
  'public' | 'optional' | 'subscriber' | 'admin' | 'operator' | 'operator-callback' | 'partner';

/** Header that carries the operator's shared secret on `access: 'operator'` endpoints. */
export const OPERATOR_SECRET_HEADER = 'x-operator-secret';

export interface Contract {
  readonly method: HttpMethod;
  /** Fastify path syntax: parameters as `:name`. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: Access;
  /** With `access: 'admin'`: the least back-office role allowed (`editor` admits admins too). */
  readonly role?: 'editor' | 'admin';
  /**
   * With `access: 'admin'`: a `care` user, bound to one operator, may call it too, and sees only
   * that operator's rows; every other admin route answers 403 to care (docs/operators.md#the-care-role).
   */
  readonly care?: true;
  /**
   * With `access: 'subscriber'`: a my-bill token (the guest bill check's) is accepted as well as a
   * client session. Every other route refuses a my-bill token with 401
   * (docs/adr/0007-a-bill-token-is-not-a-client-session.md).
   */
  readonly billToken?: true;
  /**
   * A dev helper under `/api/dev/`: registered only in development or test on a loopback HOST, or
   * with DEV_ROUTES=1, never in production; left out of the public OpenAPI document.
   */
  readonly devOnly?: boolean;
  readonly query?: z.ZodType;
  /** A JSON body. An endpoint that takes a file instead declares `rawBody`. */
  readonly body?: z.ZodType;
  /**
   * A body that is not JSON: the bytes as sent, of one of `contentTypes` (any other is 415), at
   * most `maxBytes`. `buffer` reads it whole first (past `maxBytes`, 413 before reading);
   * `stream` hands the handler the request's stream unread, and the handler stops at `maxBytes`.
   */
  readonly rawBody?: RawBody;
  readonly params?: z.ZodType;
  /**
   * A path whose parameters fail `params` names nothing: 404, where other endpoints answer 422 per
   * field (the address of a file or a download).
   */
  readonly paramsNotFound?: true;
  /** The success status when it is not 200 (201 created, 202 accepted). */
  readonly status?: SuccessStatus;
  /** Other success statuses the handler may answer with (an upload met before: 200 beside 202). */
  readonly otherStatuses?: readonly SuccessStatus[];
  /**
   * How the success answer is sent when it is not (only) JSON; without it, JSON of `response`.
   * With JSON among them the handler picks per request (the partner feed's `format=csv`).
   */
  readonly produces?: readonly [Produces, ...Produces[]];
  /**
   * Schema of the success body: the JSON answer's, or the text's when the answer is only text.
   * Errors are `ZErrorBody`.
   */
  readonly response: z.ZodType;
}

export type SuccessStatus = 200 | 201 | 202;

export interface RawBody {
  readonly kind: 'buffer' | 'stream';
  readonly contentTypes: readonly [string, ...string[]];
  readonly maxBytes: number;
}

/**
 * One form of a success answer (docs/design.md#api-conventions):
 * - `json`: the contract's `response`, encoded through it;
 * - `text`: a string sent as it is with `contentType` (USSD's `text/plain`, a small CSV), checked
 * against `response` when it is the only form;
 * - `stream`: bytes sent as they are produced or read (a long CSV, an image), with one of
 * `contentTypes` (the first unless the handler names another);
 * - `redirect`: a 302 to the address the handler gives, no body.
 *
 * `attachment` makes a text or stream a download: `Content-Disposition: attachment` with the file
 * name the handler gives.
 */
export type Produces =
  | { readonly kind: 'json' }
  | { readonly kind: 'text'; readonly contentType: string; readonly attachment?: true }
  | {
      readonly kind: 'stream';
      readonly contentTypes: readonly [string, ...string[]];
      readonly attachment?: true;
    }
  | { readonly kind: 'redirect' };

/** The forms of a contract's success answer: its `produces`, or JSON alone. */
export function producesOf(contract: Pick<Contract, 'produces'>): readonly Produces[] {
  return contract.produces ?? [{ kind: 'json' }];
}

/** Identity function that keeps the literal types of a contract, so handlers are typed from it. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

/** `"POST /api/client/login"`: the identity of an endpoint. */
export function contractKey(contract: Pick<Contract, 'method' | 'path'>): string {
  return `${contract.method} ${contract.path}`;
}

// What the server receives after validation (defaults applied, strings coerced).
export type TQuery<C extends Contract> = C['query'] extends z.ZodType ? z.infer<C['query']> : undefined;
export type TBody<C extends Contract> = C['body'] extends z.ZodType ? z.infer<C['body']> : undefined;
export type TParams<C extends Contract> = C['params'] extends z.ZodType ? z.infer<C['params']> : undefined;
export type TResponse<C extends Contract> = z.infer<C['response']>;

// What a client may send (defaulted fields optional).
export type TQueryInput<C extends Contract> = C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
export type TBodyInput<C extends Contract> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type TParamsInput<C extends Contract> = C['params'] extends z.ZodType
  ? z.input<C['params']>
  : undefined;
