import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZAlertNotification } from '../common/entities/alert';
import { ZPaged } from '../common/envelope';
import { ZListAlertsQuery } from './list-alerts';

export const ZListAlertNotificationsResponse = ZPaged(ZAlertNotification);
export type TListAlertNotificationsResponse = z.infer<typeof ZListAlertNotificationsResponse>;

export const listAlertNotifications = defineContract({
  method: 'GET',
  path: '/api/client/alerts/notifications',
  summary: 'Fired alerts and digests, newest first, with the state of their SMS',
  tags: ['alerts'],
  access: 'subscriber',
  query: ZListAlertsQuery,
  response: ZListAlertNotificationsResponse,
});
