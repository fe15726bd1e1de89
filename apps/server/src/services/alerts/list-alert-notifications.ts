import { count, desc, eq, sql } from 'drizzle-orm';
import type { TListAlertNotificationsResponse, TListAlertsQuery } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { alertNotifications, smsMessages } from '../../db/schema/index';

/** The portal's notification list: the subscriber's own, newest first, paged. */
export async function listAlertNotifications(
  db: Db,
  subscriberId: number,
  query: TListAlertsQuery,
): Promise<TListAlertNotificationsResponse> {
  const where = eq(alertNotifications.subscriberId, subscriberId);
  const [total] = await db.select({ n: count() }).from(alertNotifications).where(where);
  const rows = await db
    .select({
      notification: alertNotifications,
      smsStatus: smsMessages.status,
      smsNextAttemptAt: smsMessages.nextAttemptAt,
      pushStatus: sql<'queued' | 'sent' | 'failed' | null>`(
        select case when bool_or(pm.status = 'sent') then 'sent'
                    when bool_or(pm.status in ('queued', 'sending')) then 'queued'
                    when count(*) > 0 then 'failed' end
        from push_messages pm where pm.notification_id = ${alertNotifications.id})`,
    })
    .from(alertNotifications)
    .leftJoin(smsMessages, eq(smsMessages.id, alertNotifications.smsMessageId))
    .where(where)
    .orderBy(desc(alertNotifications.createdAt), desc(alertNotifications.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const totalRows = Number(total?.n ?? 0);
  return {
    data: rows.map(({ notification, smsStatus, smsNextAttemptAt, pushStatus }) => ({
      id: notification.id,
      kind: notification.kind,
      alert_id: notification.alertId,
      text: notification.text,
      created_at: notification.createdAt.toISOString(),
      sms: smsStatus
        ? {
            status: smsStatus,
            scheduled_at:
              smsStatus === 'queued' && smsNextAttemptAt && smsNextAttemptAt > new Date()
                ? smsNextAttemptAt.toISOString()
                : null,
          }
        : null,
      push: pushStatus ? { status: pushStatus } : null,
      capped: notification.capped,
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: totalRows,
      last_page: Math.max(1, Math.ceil(totalRows / query.per_page)),
    },
  };
}
