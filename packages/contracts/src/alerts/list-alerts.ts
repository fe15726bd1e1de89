import { z } from 'zod';
import { defineContract } from '../contract';
import { ZAlert, ZAlertLimit } from '../common/entities/alert';
import { ZPageMeta } from '../common/envelope';
import { ZPageQuery } from '../common/query';

export const ZListAlertsQuery = ZPageQuery.pick({ page: true, per_page: true });
export type TListAlertsQuery = z.infer<typeof ZListAlertsQuery>;

/** Paging, and the plan limit beside it (the portal shows "2 من 3"). */
export const ZListAlertsResponse = z.object({
  data: z.array(ZAlert),
  meta: ZPageMeta.extend({ limit: ZAlertLimit }),
});
export type TListAlertsResponse = z.infer<typeof ZListAlertsResponse>;

export const listAlerts = defineContract({
  method: 'GET',
  path: '/api/client/alerts',
  summary: "The signed-in subscriber's rate alerts, newest first, with the plan's limit",
  tags: ['alerts'],
  access: 'subscriber',
  query: ZListAlertsQuery,
  response: ZListAlertsResponse,
});
