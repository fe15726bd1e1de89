/// <reference types="node" />
// fetch and its types: this module runs in Node, for the tests and the simulators.
import * as contracts from './index';
import { type Contract, type TErrorBody, ZErrorBody } from './index';
import {
  type ContractByName,
  fillPath,
  type RouteName,
  routes,
  type TParams,
  type TQuery,
  type TRequest,
  type TResponse,
} from './api';

/**
 * The API tests' and simulators' one way to call the server: by the contract's name, never by a
 * path typed in a test. Method and path come from the route table; the body and query are typed by
 * the contract; a success answer is parsed with the contract's own schema, so a test fails when
 * the server answers something its contract does not promise, and an error answer is parsed as the
 * shared error body. Deliberately wrong input goes through `rawJson` / `rawQuery`, which say so.
 */

export interface CallOptions<N extends RouteName> {
  /** The `:name` segments of the path. */
  params?: TParams<N>;
  query?: TQuery<N>;
  json?: TRequest<N>;
  /** A query the contract does not allow (a test of its 422), sent as it is. */
  rawQuery?: Record<string, string> | URLSearchParams | string;
  /** A JSON body the contract does not allow (a test of its 422), sent as it is. */
  rawJson?: unknown;
  /** A body that is not JSON: a file, a form, bytes (its content type goes in `headers`). */
  body?: RequestInit['body'];
  /** A subscriber's or a bill check's access token, sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type ContractOf<N extends RouteName> = ContractByName[N];

/**
 * What `ok` returns: the parsed JSON or text; for a redirect, the address it points to; for a
 * stream of bytes the contract does not type (an image), the bytes.
 */
export type OkBody<N extends RouteName> =
  ContractOf<N> extends { readonly produces: readonly [{ readonly kind: 'redirect' }] }
    ? string
    : unknown extends TResponse<N>
      ? Uint8Array
      : TResponse<N>;

export interface ApiClient {
  readonly baseUrl: string;
  /** The URL of an endpoint on this server, with its path parameters and query. */
  urlOf<N extends RouteName>(name: N, options?: Pick<CallOptions<N>, 'params' | 'query' | 'rawQuery'>): string;
  /** The raw answer, for tests of a status, a header or a cookie. */
  call<N extends RouteName>(name: N, options?: CallOptions<N>): Promise<Response>;
  /** Calls, expects the contract's success status, and returns the body parsed by the contract. */
  ok<N extends RouteName>(name: N, options?: CallOptions<N>): Promise<OkBody<N>>;
  /** Calls, expects `status`, and returns the error body (`{message, errors?}`) parsed. */
  fails<N extends RouteName>(name: N, status: number, options?: CallOptions<N>): Promise<TErrorBody>;
}

/** The contract behind a route name. */
export function contractOf<N extends RouteName>(name: N): ContractOf<N> {
  return (contracts as unknown as Record<string, Contract>)[name] as ContractOf<N>;
}

function queryString(query: unknown, raw: CallOptions<RouteName>['rawQuery']): string {
  if (raw !== undefined) {
    const text = typeof raw === 'string' ? raw : new URLSearchParams(raw).toString();
    return text ? `?${text.replace(/^\?/, '')}` : '';
  }
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  // A contract's query holds scalars, or lists of them (`?id=1&id=2`).
  type Scalar = string | number | boolean;
  for (const [key, value] of Object.entries(query as Record<string, Scalar | Scalar[] | undefined>)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The success statuses a contract allows: its `status` (200 by default) and its `otherStatuses`. */
export function successStatuses(contract: Contract): number[] {
  if (contract.produces?.some((form) => form.kind === 'redirect')) return [302];
  return [contract.status ?? 200, ...(contract.otherStatuses ?? [])];
}

async function describeAnswer(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return `${response.status} ${text.slice(0, 500)}`;
}

/** An endpoint's path on any server, with its path parameters and query: `/api/admin/users/7?x=1`. */
export function pathWithQuery<N extends RouteName>(
  name: N,
  options: Pick<CallOptions<N>, 'params' | 'query' | 'rawQuery'> = {},
): string {
  return fillPath(routes[name].path, options.params) + queryString(options.query, options.rawQuery);
}

/**
 * A success body already read, parsed by the contract: JSON (`json`, when the answer is JSON) or
 * text. For a client that reads answers its own way (Playwright's request).
 */
export function parseOk<N extends RouteName>(name: N, body: { json: unknown } | { text: string }): OkBody<N> {
  const contract = contractOf(name) as Contract;
  return contract.response.parse('json' in body ? body.json : body.text) as OkBody<N>;
}

/**
 * Reads a success answer already in hand (a test that also looks at its headers), after checking
 * its status against the contract; the body is parsed by the contract's schema.
 */
export async function readOk<N extends RouteName>(name: N, response: Response): Promise<OkBody<N>> {
  const contract = contractOf(name) as Contract;
  if (!successStatuses(contract).includes(response.status)) {
    throw new Error(`${name}: expected ${successStatuses(contract).join('/')}, got ${await describeAnswer(response)}`);
  }
  if (response.status === 302) return response.headers.get('location') as OkBody<N>;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return parseOk(name, { json: await response.json() });
  if (/^text\//.test(type)) return parseOk(name, { text: await response.text() });
  return new Uint8Array(await response.arrayBuffer()) as OkBody<N>;
}

/** Reads an error answer in hand: checks its status when given, and parses the error body. */
export async function readError(response: Response, status?: number): Promise<TErrorBody> {
  if (status !== undefined && response.status !== status) {
    throw new Error(`expected ${status}, got ${await describeAnswer(response)}`);
  }
  if (response.ok) throw new Error(`expected an error, got ${await describeAnswer(response)}`);
  return ZErrorBody.parse(await response.json());
}

export interface ApiClientOptions {
  /**
   * Headers for every call, read at each call (a session cookie that changes): after the portal's
   * language and `accept`, before a call's own headers, which win.
   */
  headers?: () => Record<string, string>;
  /** Sees every answer before it is read (a cookie jar storing Set-Cookie). */
  onResponse?: (response: Response) => void;
}

/** A client for the server at `baseUrl`. */
export function createApiClient(baseUrl: string, clientOptions: ApiClientOptions = {}): ApiClient {
  const urlOf: ApiClient['urlOf'] = (name, options = {}) => baseUrl + pathWithQuery(name, options);

  const call: ApiClient['call'] = (name, options = {}) => {
    const contract = contractOf(name) as Contract;
    // A contract with a body always gets one, as the portal sends it (`{}` when every field defaults).
    const json =
      options.rawJson !== undefined
        ? options.rawJson
        : (options.json ?? (contract.body && options.body === undefined ? {} : undefined));
    const answer = fetch(urlOf(name, options), {
      method: contract.method,
      redirect: 'manual',
      headers: {
        'accept-language': 'ar',
        accept: 'application/json',
        ...clientOptions.headers?.(),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const { onResponse } = clientOptions;
    return onResponse ? answer.then((response) => (onResponse(response), response)) : answer;
  };

  return {
    baseUrl,
    urlOf,
    call,
    async ok(name, options) {
      return readOk(name, await call(name, options));
    },
    async fails(name, status, options) {
      return readError(await call(name, options), status);
    },
  };
}
