import { z } from 'zod';
import { defineContract } from '../contract';
import { ZNewsItem } from '../common/entities/news';
import { ZData } from '../common/envelope';
import { ZId } from '../common/query';

export const ZGetNewsItemParams = z.object({ id: ZId });
export type TGetNewsItemParams = z.infer<typeof ZGetNewsItemParams>;

export const ZGetNewsItemResponse = ZData(ZNewsItem);
export type TGetNewsItemResponse = z.infer<typeof ZGetNewsItemResponse>;

/** One item for `/client/news/details/{id}`; 404 when unknown or unpublished. */
export const getNewsItem = defineContract({
  method: 'GET',
  path: '/api/client/get/news/:id',
  summary: 'One news item with its sanitised body',
  tags: ['content'],
  access: 'public',
  params: ZGetNewsItemParams,
  response: ZGetNewsItemResponse,
});
