import { z } from 'zod';
import { defineContract } from '../contract';
import { ZCategory, ZCategoryItem } from '../common/entities/category';
import { ZData } from '../common/envelope';
import { ZId } from '../common/query';

/** The body: which category (route `/client/internal/items/{id}`). */
export const ZGetCategoryInfoRequest = z.object({
  category_id: ZId,
});
export type TGetCategoryInfoRequest = z.infer<typeof ZGetCategoryInfoRequest>;

export const ZGetCategoryInfoResponse = ZData(
  z.object({
    category: ZCategory,
    /** Every item of the category with its price at the primary source. */
    items: z.array(ZCategoryItem),
  }),
);
export type TGetCategoryInfoResponse = z.infer<typeof ZGetCategoryInfoResponse>;

export const getCategoryInfo = defineContract({
  method: 'POST',
  path: '/api/client/get/category/info',
  summary: 'A category and its items ("internal items")',
  tags: ['content'],
  access: 'public',
  body: ZGetCategoryInfoRequest,
  response: ZGetCategoryInfoResponse,
});
