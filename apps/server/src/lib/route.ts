import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contractKey,
  producesOf,
  type Contract,
  type Produces,
  type SuccessStatus,
  type TBody,
  type TParams,
  type TQuery,
  type TResponse,
} from '@sarraf/contracts';
import { HttpError, notFound } from './http-error';

/** What the handler gets as its body: the JSON body validated, or a raw body as the contract says. */
export type TRouteBody<C extends Contract> = C['rawBody'] extends { kind: 'stream' }
  ? Readable
  : C['rawBody'] extends { kind: 'buffer' }
    ? Buffer | undefined
    : TBody<C>;

export interface RouteContext<C extends Contract> {
  query: TQuery<C>;
  body: TRouteBody<C>;
  params: TParams<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const form = Symbol('answer form');
const statusOf = Symbol('answer status');

/** A `text` answer: sent as it is, with the contract's content type. */
export interface TextAnswer {
  readonly [form]: 'text';
  readonly body: string;
  /** With an `attachment` contract: the download's name. */
  readonly fileName?: string;
}

/** A `stream` answer: bytes sent as they come, with one of the contract's content types. */
export interface StreamAnswer<T extends string = string> {
  readonly [form]: 'stream';
  readonly body: Readable | Buffer | AsyncIterable<string | Buffer>;
  /** One of the contract's `contentTypes`; the first when not given. */
  readonly contentType?: T;
  /** With an `attachment` contract: the download's name. */
  readonly fileName?: string;
}

/** A `redirect` answer: 302 to `location`. */
export interface RedirectAnswer {
  readonly [form]: 'redirect';
  readonly location: string;
}

export const textAnswer = (body: string, options: { fileName?: string } = {}): TextAnswer => ({
  [form]: 'text',
  body,
  ...options,
});

export const streamAnswer = <T extends string>(
  body: StreamAnswer<T>['body'],
  options: { contentType?: T; fileName?: string } = {},
): StreamAnswer<T> => ({ [form]: 'stream', body, ...options });

export const redirectAnswer = (location: string): RedirectAnswer => ({ [form]: 'redirect', location });

type AnswerOf<P, C extends Contract> = P extends { kind: 'json' }
  ? TResponse<C>
  : P extends { kind: 'text' }
    ? TextAnswer
    : P extends { kind: 'stream'; contentTypes: readonly (infer T extends string)[] }
      ? StreamAnswer<T>
      : P extends { kind: 'redirect' }
        ? RedirectAnswer
        : never;

/** What a handler returns for one of the forms its contract `produces` (JSON of `response` by default). */
export type TAnswer<C extends Contract> = C['produces'] extends readonly Produces[]
  ? AnswerOf<C['produces'][number], C>
  : TResponse<C>;

type TStatus<C extends Contract> =
  | (C['status'] extends SuccessStatus ? C['status'] : 200)
  | (C['otherStatuses'] extends readonly SuccessStatus[] ? C['otherStatuses'][number] : never);

/** An answer with another of the contract's success statuses than its `status`. */
export interface StatusAnswer<S extends SuccessStatus, A> {
  readonly [statusOf]: S;
  readonly answer: A;
}

export const withStatus = <S extends SuccessStatus, A>(status: S, answer: A): StatusAnswer<S, A> => ({
  [statusOf]: status,
  answer,
});

export type THandlerResult<C extends Contract> =
  | TAnswer<C>
  | (C['otherStatuses'] extends readonly SuccessStatus[] ? StatusAnswer<TStatus<C>, TAnswer<C>> : never);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; enforced by the auth plugin (access kinds: docs/design.md#api-conventions). */
    access?: Contract['access'];
    /** The least back-office role allowed on an admin route (plugins/admin-auth.ts). */
    role?: Contract['role'];
    /** A care user may call this admin route too (plugins/admin-auth.ts). */
    care?: Contract['care'];
    /** A my-bill token is accepted too (plugins/auth.ts). */
    billToken?: Contract['billToken'];
    /** The contract the route was registered from (every API route has one). */
    contract?: Contract;
  }
}

/** The route options every contract's route shares: its identity, schemas and access. */
export function contractRouteOptions(contract: Contract, successStatuses: readonly number[]) {
  const json = producesOf(contract).some((produced) => produced.kind === 'json');
  return {
    method: contract.method,
    url: contract.path,
    schema: {
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      // Only JSON goes through the serializer: a text or a stream is sent as it is.
      ...(json
        ? { response: Object.fromEntries(successStatuses.map((status) => [status, contract.response])) }
        : {}),
    },
    // Checked in the handler, to answer 404 rather than 422 (`paramsNotFound`).
    ...(contract.paramsNotFound ? { attachValidation: true } : {}),
    config: {
      access: contract.access,
      role: contract.role,
      care: contract.care,
      billToken: contract.billToken,
      contract,
    },
  };
}

/** With `attachValidation`: invalid path parameters are a 404, anything else invalid the usual 422. */
export function throwValidationError(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  throw error.validationContext === 'params' ? notFound() : error;
}

/**
 * Registers a route from its contract (the contract is the single truth for path, method, access,
 * schemas and the form of the answer). The handler receives validated input and returns the 2xx
 * answer: the JSON body, or `textAnswer`/`streamAnswer`/`redirectAnswer` for a contract that
 * `produces` them, wrapped in `withStatus` for one of its `otherStatuses`; anything thrown goes to
 * the one error handler. A `rawBody` contract gets its own content-type parser, scoped to its route.
 */
export function routeFromContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (context: RouteContext<C>) => Promise<THandlerResult<C>> | THandlerResult<C>,
  options: { status?: number; rateLimit?: RouteShorthandOptions['config'] } = {},
): void {
  const status = options.status ?? contract.status ?? 200;
  const register = (scope: FastifyInstance) => {
    const shared = contractRouteOptions(contract, [status, ...(contract.otherStatuses ?? [])]);
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...shared,
      config: { ...options.rateLimit, ...shared.config },
      handler: async (request, reply) => {
        throwValidationError(request);
        const result = await handler({
          query: request.query as TQuery<C>,
          body: rawBodyOf(contract, request.body) as TRouteBody<C>,
          params: request.params as TParams<C>,
          request,
          reply,
        });
        return sendAnswer(reply, contract, status, result);
      },
    });
  };
  const raw = contract.rawBody;
  if (!raw) {
    register(app);
    return;
  }
  void app.register((scope, _options, done) => {
    // Scoped to this route: everywhere else a body is JSON with the app's 64 KB limit.
    const contentTypes = [...raw.contentTypes];
    if (raw.kind === 'buffer') {
      scope.addContentTypeParser(
        contentTypes,
        { parseAs: 'buffer', bodyLimit: raw.maxBytes },
        (_request, body, next) => next(null, body),
      );
    } else {
      // Handed on as the request's stream, never buffered.
      scope.addContentTypeParser(contentTypes, (_request, payload, next) => next(null, payload));
    }
    register(scope);
    done();
  });
}

/**
 * The body a raw-body handler gets: the bytes or the stream its parser made. A JSON body (parsed by
 * the app's parser) is not one of the contract's types: 415. No body at all is `undefined` for a
 * `buffer` route, which says what is missing; a `stream` route has nothing to read: 415.
 */
function rawBodyOf(contract: Contract, body: unknown): unknown {
  const raw = contract.rawBody;
  if (!raw) return body;
  if (raw.kind === 'stream') {
    if (body instanceof Readable) return body;
    throw new HttpError(415, 'unsupported_media_type');
  }
  if (body === undefined || Buffer.isBuffer(body)) return body;
  throw new HttpError(415, 'unsupported_media_type');
}

const isStatusAnswer = (value: unknown): value is StatusAnswer<SuccessStatus, unknown> =>
  typeof value === 'object' && value !== null && statusOf in value;

const formOf = (value: unknown): Exclude<Produces['kind'], 'json'> | undefined =>
  typeof value === 'object' && value !== null && form in value
    ? (value as { [form]: Exclude<Produces['kind'], 'json'> })[form]
    : undefined;

/** `attachment; filename="…"` for one of our own file names (plain ASCII, no quotes). */
function attachment(contract: Contract, fileName: string | undefined): string {
  if (!fileName || !/^[\w.-]+$/.test(fileName)) {
    throw new Error(`${contractKey(contract)}: a download needs a plain file name, not ${fileName}`);
  }
  return `attachment; filename="${fileName}"`;
}

function sendAnswer(reply: FastifyReply, contract: Contract, status: number, result: unknown) {
  const answered = isStatusAnswer(result) ? result[statusOf] : status;
  const answer: unknown = isStatusAnswer(result) ? result.answer : result;
  const kind = formOf(answer) ?? 'json';
  const produces = producesOf(contract);
  const declared = produces.find((produced) => produced.kind === kind);
  // The types keep a handler to its contract's forms; this says which one slipped if they are bypassed.
  if (!declared) throw new Error(`${contractKey(contract)} does not produce ${kind}`);
  switch (declared.kind) {
    case 'json':
      return reply.status(answered).send(answer);
    case 'redirect':
      return reply.redirect((answer as RedirectAnswer).location, 302);
    case 'text': {
      const { body, fileName } = answer as TextAnswer;
      if (declared.attachment) void reply.header('content-disposition', attachment(contract, fileName));
      // When the text is the only form, `response` is its schema: checked on the way out, as JSON is.
      const checked: unknown = produces.length === 1 ? contract.response.parse(body) : body;
      return reply.status(answered).type(declared.contentType).send(checked);
    }
    case 'stream': {
      const { body, contentType, fileName } = answer as StreamAnswer;
      const type = contentType ?? declared.contentTypes[0];
      if (!declared.contentTypes.includes(type)) {
        throw new Error(`${contractKey(contract)} does not produce ${type}`);
      }
      if (declared.attachment) void reply.header('content-disposition', attachment(contract, fileName));
      const bytes = body instanceof Readable || Buffer.isBuffer(body) ? body : Readable.from(body);
      return reply.status(answered).type(type).send(bytes);
    }
  }
}
