import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';
import {
  ZCurrencyCode,
  ZIsoDate,
  ZMinorAmount,
  ZOperatorId,
  ZRecordId,
  ZTimestamp,
  ZUuid,
} from '../common/fields';
import { ZPlanPeriod } from '../common/entities/plan';
import { ZMoneyTotal } from './dashboard';
import { refineSummaryDays } from '../common/query';

/** The days of a revenue view, of every operator or of one. */
export const ZRevenueQuery = refineSummaryDays(
  z.object({
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    /** One operator's revenue only (docs/operators.md#the-care-role); a care user always sees its own. */
    operator: ZOperatorId.optional(),
  }),
);
export type TRevenueQuery = z.infer<typeof ZRevenueQuery>;

const count = z.int().min(0);

export const ZRevenueDay = z.object({
  day: ZIsoDate,
  /** Succeeded charges, per currency. */
  gross: z.array(ZMoneyTotal),
  refunded: z.array(ZMoneyTotal),
  charges_succeeded: count,
  charges_failed: count,
  /** succeeded / (succeeded + failed), 0–1 with 4 decimals; null on a day without attempts. */
  success_rate: z.number().min(0).max(1).nullable(),
  new_subscriptions: count,
  cancellations: z.object({ web: count, sms: count, operator: count, admin: count, unpaid: count }),
  /** Subscriptions with access (active or grace) at the end of the day. */
  active_end: z.int(),
});

export const ZRevenuePlan = z.object({
  plan_uuid: ZUuid,
  name: z.string(),
  period: ZPlanPeriod,
  currency: ZCurrencyCode,
  /** At the end of the last day of the view. */
  active_end: z.int(),
  gross_minor: ZMinorAmount,
  /** Revenue per average active subscription over the view, in minor units; null without a base. */
  arpu_minor: z.int().min(0).nullable(),
});

export const ZSettlementMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** `not_imported`: no settlement file covers the month yet; `reconciled`: every line matched. */
  status: z.enum(['not_imported', 'reconciled', 'mismatches']),
  import_id: ZRecordId.nullable(),
  /** Lines outside `matched` in the newest import covering the month. */
  problems: count,
});

export const ZRevenueResponse = ZData(
  z.object({
    from: ZIsoDate,
    to: ZIsoDate,
    days: z.array(ZRevenueDay),
    plans: z.array(ZRevenuePlan),
    failure_reasons: z.array(z.object({ reason: z.string(), count })),
    settlement_months: z.array(ZSettlementMonth),
    /**
     * Each operator's money over the view, per currency, and its active base at the end of the
     * view's last day; for a care user, or with `operator`, that operator's only.
     */
    by_operator: z.array(
      z.object({
        operator_id: ZOperatorId,
        currency: ZCurrencyCode,
        gross_minor: ZMinorAmount,
        refunded_minor: ZMinorAmount,
        active_end: z.int(),
      }),
    ),
    /** When the summary tables were last brought up to date. */
    computed_at: ZTimestamp.nullable(),
  }),
);
export type TRevenueResponse = z.infer<typeof ZRevenueResponse>;

export const adminGetRevenue = defineContract({
  method: 'GET',
  path: '/api/admin/revenue',
  summary:
    'The revenue dashboard: per day, per plan, failure reasons and settlement status, from summary tables',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  care: true,
  query: ZRevenueQuery,
  response: ZRevenueResponse,
});
