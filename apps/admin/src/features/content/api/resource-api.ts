import type { TMessage, TPageMeta } from '@sarraf/contracts';
import { fillPath, routes, type RouteName, type TResponse } from '@sarraf/contracts/api';
import { apiClient } from '../../../lib/api-client';

export interface PagedList<Item> {
  data: Item[];
  meta: TPageMeta;
}

/** Names of the endpoints called with `method` whose 200 body is a `Shape`. */
type RoutesAnswering<Method extends string, Shape> = {
  [N in RouteName]: (typeof routes)[N]['method'] extends Method
    ? TResponse<N> extends Shape
      ? N
      : never
    : never;
}[RouteName];

/**
 * A content resource's four endpoints by name (contracts: admin/crud.ts), e.g. `adminListCurrencies`.
 * Each must answer with `Item` as its contract says: a contract that renames a field of the item
 * no longer fits the screen's `Item`, and the typecheck says where.
 */
export interface ResourceRoutes<Item> {
  list: RoutesAnswering<'GET', PagedList<Item>>;
  create: RoutesAnswering<'POST', { data: Item }>;
  update: RoutesAnswering<'PUT', { data: Item }>;
  remove: RoutesAnswering<'DELETE', TMessage>;
}

// The calls below are generic over the resource, so TypeScript cannot resolve `TResponse` of a
// name it does not know yet; `ResourceRoutes<Item>` has checked each name's answer instead.
async function call<Answer>(
  name: RouteName,
  options: { query?: object; body?: unknown; id?: string | number } = {},
): Promise<Answer> {
  const { method, path } = routes[name];
  const response = await apiClient.request<Answer>({
    method,
    url: fillPath(path, options.id === undefined ? undefined : { id: options.id }),
    params: options.query,
    data: options.body,
  });
  return response.data;
}

/** The four calls of a back-office content resource. */
export function resourceApi<Item, Id extends string | number = number>(names: ResourceRoutes<Item>) {
  return {
    list: (query: Record<string, string | number | undefined>) =>
      call<PagedList<Item>>(names.list, { query }),
    create: async (input: unknown) => (await call<{ data: Item }>(names.create, { body: input })).data,
    update: async (id: Id, input: unknown) =>
      (await call<{ data: Item }>(names.update, { id, body: input })).data,
    remove: async (id: Id) => (await call<TMessage>(names.remove, { id })).message,
  };
}

/** Options for a select that points at another resource (a category, a company). */
export async function fetchOptions<Item>(
  list: ResourceRoutes<Item>['list'],
  toOption: (item: Item) => { value: string; label: string },
): Promise<Array<{ value: string; label: string }>> {
  const response = await call<PagedList<Item>>(list, { query: { per_page: 100 } });
  return response.data.map(toOption);
}
