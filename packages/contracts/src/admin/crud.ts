import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData, ZMessage, ZPaged } from '../common/envelope';
import { ZId, ZPageQuery } from '../common/query';

export const ZIdParams = z.object({ id: ZId });

/**
 * The four back-office endpoints of one content resource: a paged, searchable list,
 * create, replace and delete, all audited on the server. `role: 'admin'` keeps editors out.
 */
export function defineAdminCrud<
  const Path extends string,
  Item extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodObject = typeof ZPageQuery,
  Params extends z.ZodObject = typeof ZIdParams,
>(options: {
  path: Path;
  name: string;
  item: Item;
  input: Input;
  role?: 'admin';
  /** The list's query; by default `page`, `per_page`, `search`. */
  query?: Query;
  /** The path's `:id`; by default a database id (plans use their uuid). */
  params?: Params;
}) {
  const { path, name, item, input, role } = options;
  const query = (options.query ?? ZPageQuery) as Query;
  const params = (options.params ?? ZIdParams) as Params;
  return {
    list: defineContract({
      method: 'GET',
      path,
      summary: `Back office: lists ${name}`,
      tags: ['admin'],
      access: 'admin',
      role,
      query,
      response: ZPaged(item),
    }),
    create: defineContract({
      method: 'POST',
      path,
      summary: `Back office: creates one of ${name}`,
      tags: ['admin'],
      access: 'admin',
      role,
      body: input,
      response: ZData(item),
    }),
    update: defineContract({
      method: 'PUT',
      path: `${path}/:id`,
      summary: `Back office: replaces one of ${name}`,
      tags: ['admin'],
      access: 'admin',
      role,
      params,
      body: input,
      response: ZData(item),
    }),
    remove: defineContract({
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `Back office: deletes one of ${name}`,
      tags: ['admin'],
      access: 'admin',
      role,
      params,
      response: ZMessage,
    }),
  } as const;
}
