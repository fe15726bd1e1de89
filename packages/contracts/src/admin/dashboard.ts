import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';
import { ZCurrencyCode, ZMinorAmount, ZRecordId, ZTimestamp, ZUuid } from '../common/fields';
import { ZPlanPeriod } from '../common/entities/plan';

/** Rate freshness of one price source: its last publish against its freshness window. */
export const ZDashboardSourceFreshness = z.object({
  source_id: ZRecordId,
  name: z.string(),
  city: z.string(),
  freshness_minutes: z.int().min(1),
  /** Null when the source has never published a rate. */
  last_published_at: ZTimestamp.nullable(),
  /** Never published, or published longer ago than its window. */
  is_stale: z.boolean(),
});

/** A sum of money per currency (plans may be priced in several currencies). */
export const ZMoneyTotal = z.object({ currency: ZCurrencyCode, amount_minor: ZMinorAmount });

export const ZChargeTally = z.object({
  count: z.int().min(0),
  amounts: z.array(ZMoneyTotal),
});

export const ZDashboardOperations = z.object({
  /** Subscriptions with access (active + grace), per plan; plans without any are listed with 0. */
  active_by_plan: z.array(
    z.object({
      plan_uuid: ZUuid,
      name: z.string(),
      period: ZPlanPeriod,
      active: z.int().min(0),
      grace: z.int().min(0),
    }),
  ),
  active_total: z.int().min(0),
  /** Charges (not refunds) created since 00:00 UTC today. */
  charges_today: z.object({ succeeded: ZChargeTally, failed: ZChargeTally, pending: ZChargeTally }),
  /**
   * Cancellations in the last `days` days against the subscriptions with access now: `rate` is
   * cancelled / (cancelled + active now), 0 when both are 0.
   */
  churn: z.array(
    z.object({
      days: z.int().min(1),
      cancelled: z.int().min(0),
      active_now: z.int().min(0),
      rate: z.number(),
    }),
  ),
  /** SMS_DAILY_BUDGET against the code SMS stored today (UTC); all SMS and failures for context. */
  sms_today: z.object({
    budget: z.int().min(0),
    codes: z.int().min(0),
    total: z.int().min(0),
    failed: z.int().min(0),
  }),
});
export type TDashboardOperations = z.infer<typeof ZDashboardOperations>;

export const ZAdminDashboardResponse = ZData(
  z.object({
    generated_at: ZTimestamp,
    rate_freshness: z.array(ZDashboardSourceFreshness),
    /** Null for an editor: subscribers and money are for admins only. */
    operations: ZDashboardOperations.nullable(),
  }),
);
export type TAdminDashboardResponse = z.infer<typeof ZAdminDashboardResponse>;

export const adminGetDashboard = defineContract({
  method: 'GET',
  path: '/api/admin/dashboard',
  summary:
    'The back-office dashboard: rate freshness for everyone; subscribers, charges, churn, SMS for admins',
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  response: ZAdminDashboardResponse,
});
