import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Contract } from '@sarraf/contracts';
import {
  API_PREFIX,
  routes,
  type RouteName,
  type TParams,
  type TQuery,
  type TRequest,
} from '@sarraf/contracts/api';
import {
  contractOf,
  type OkBody,
  parseOk,
  pathWithQuery,
  successStatuses,
} from '@sarraf/contracts/typed-client';

/**
 * The browser tests' calls to the API, by a contract's name as the API tests make them
 * (@sarraf/contracts/typed-client), through Playwright's request so the browser context's cookies
 * go with them. A success body is parsed by the contract's own schema.
 */

export interface RequestOptions<N extends RouteName> {
  params?: TParams<N>;
  query?: TQuery<N>;
  /** A query the contract does not type (a filter a test builds), sent as it is. */
  rawQuery?: Record<string, string>;
  data?: TRequest<N>;
  /** A body the contract does not allow, sent as it is (a test of the refusal). */
  rawData?: unknown;
  /** A subscriber's access token, sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  /** Another server than the context's base URL (the plain-HTTP header-enrichment entry). */
  origin?: string;
  maxRedirects?: number;
}

/** An endpoint's path, for matching the portal's own calls: `pathOf` with a query. */
export function apiPath<N extends RouteName>(
  name: N,
  options: Pick<RequestOptions<N>, 'params' | 'query' | 'rawQuery'> = {},
): string {
  return pathWithQuery(name, options);
}

/** Whether a URL the browser asked for is the API's (any endpoint), not a page or an asset. */
export function isApiCall(url: string): boolean {
  return new URL(url).pathname.startsWith(API_PREFIX);
}

/** Whether a URL the browser asked for is this endpoint's (path only; the method is the caller's to check). */
export function isCallTo(url: string, name: RouteName): boolean {
  return new URL(url).pathname === routes[name].path;
}

/** The raw answer, for a status or a header. */
export function callApi<N extends RouteName>(
  request: APIRequestContext,
  name: N,
  options: RequestOptions<N> = {},
): Promise<APIResponse> {
  const contract: Contract = contractOf(name);
  const data = options.rawData ?? options.data ?? (contract.body ? {} : undefined);
  return request.fetch((options.origin ?? '') + pathWithQuery(name, options), {
    method: contract.method,
    headers: { ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(data !== undefined ? { data } : {}),
    ...(options.maxRedirects !== undefined ? { maxRedirects: options.maxRedirects } : {}),
  });
}

/** Reads a success answer in hand: its status is the contract's, its body parsed by the contract. */
export async function readOk<N extends RouteName>(name: N, response: APIResponse): Promise<OkBody<N>> {
  expect(successStatuses(contractOf(name)), `${name}: ${await response.text()}`).toContain(response.status());
  const type = response.headers()['content-type'] ?? '';
  return type.includes('json')
    ? parseOk(name, { json: await response.json() })
    : parseOk(name, { text: await response.text() });
}

/** Calls, expects the contract's success, and returns the body parsed by the contract. */
export async function okApi<N extends RouteName>(
  request: APIRequestContext,
  name: N,
  options: RequestOptions<N> = {},
): Promise<OkBody<N>> {
  return readOk(name, await callApi(request, name, options));
}
