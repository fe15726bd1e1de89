import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZNewsSummary } from '../common/entities/news';
import { ZPaged } from '../common/envelope';
import { ZDateRangeQuery, ZPageQuery, refineDateRange } from '../common/query';

/** `from`/`to` bound `published_at`; newest first. */
export const ZGetNewsQuery = refineDateRange(ZPageQuery.extend(ZDateRangeQuery.shape));
export type TGetNewsQuery = z.infer<typeof ZGetNewsQuery>;

export const ZGetNewsResponse = ZPaged(ZNewsSummary);
export type TGetNewsResponse = z.infer<typeof ZGetNewsResponse>;

export const getNews = defineContract({
  method: 'GET',
  path: '/api/client/get/news',
  summary: 'News, newest first, paged, searchable, by date range',
  tags: ['content'],
  access: 'public',
  query: ZGetNewsQuery,
  response: ZGetNewsResponse,
});
