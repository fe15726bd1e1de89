import { z } from 'zod';
import { defineContract } from '../contract';
import { ZCategory, ZCategoryItem, ZCategoryItemQuote } from '../common/entities/category';
import { ZData } from '../common/envelope';
import { ZId } from '../common/query';

/** The body: which item (route `/client/category/details/{id}`), optionally one source. */
export const ZGetCategoryDetailsRequest = z.object({
  item_id: ZId,
  source_id: ZId.optional(),
});
export type TGetCategoryDetailsRequest = z.infer<typeof ZGetCategoryDetailsRequest>;

export const ZGetCategoryDetailsResponse = ZData(
  z.object({
    category: ZCategory,
    item: ZCategoryItem,
    /** The item's latest price at every source that has one (or only at `source_id`). */
    quotes: z.array(ZCategoryItemQuote),
  }),
);
export type TGetCategoryDetailsResponse = z.infer<typeof ZGetCategoryDetailsResponse>;

export const getCategoryDetails = defineContract({
  method: 'POST',
  path: '/api/client/get/category/details',
  summary: "An item's latest prices per source",
  tags: ['content'],
  access: 'public',
  body: ZGetCategoryDetailsRequest,
  response: ZGetCategoryDetailsResponse,
});
