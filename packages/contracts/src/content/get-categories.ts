import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZCategory } from '../common/entities/category';
import { ZPaged } from '../common/envelope';
import { ZPageQuery } from '../common/query';

export const ZGetCategoriesQuery = ZPageQuery;
export type TGetCategoriesQuery = z.infer<typeof ZGetCategoriesQuery>;

export const ZGetCategoriesResponse = ZPaged(ZCategory);
export type TGetCategoriesResponse = z.infer<typeof ZGetCategoriesResponse>;

export const getCategories = defineContract({
  method: 'GET',
  path: '/api/client/get/categories',
  summary: 'Categories of priced things (currencies, gold, fuel), paged and searchable',
  tags: ['content'],
  access: 'public',
  query: ZGetCategoriesQuery,
  response: ZGetCategoriesResponse,
});
