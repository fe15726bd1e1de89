import { z } from 'zod';
import { ZCurrencyCode, ZMinorAmount, ZUuid } from '../fields';

export const ZPlanPeriod = z.enum(['daily', 'weekly', 'monthly']);
export type TPlanPeriod = z.infer<typeof ZPlanPeriod>;

/** A plan, edited in the back office. */
export const ZPlan = z.object({
  uuid: ZUuid,
  /** Arabic name, e.g. `الباقة الشهرية`. */
  name: z.string(),
  description: z.string(),
  /** Charged every `period`, in minor units of `currency`. */
  price_minor: ZMinorAmount.min(1),
  currency: ZCurrencyCode,
  period: ZPlanPeriod,
  /** 0 when the plan has no free trial. */
  free_trial_days: z.int().min(0),
});
export type TPlan = z.infer<typeof ZPlan>;

/**
 * What the legally required subscribe disclaimer needs beside the plan: service name,
 * how to cancel (keyword to the short code, or the web) and the support contact. The short code
 * and the support phone are the operator's whose portal host was asked (docs/operators.md#brand-by-host);
 * on a host of no operator, when several are served, the value they all share, else empty: the
 * number's network decides, and it is not known yet.
 */
export const ZServiceInfo = z.object({
  service_name: z.string(),
  short_code: z.string(),
  /** e.g. `الغاء`; `STOP` works as well. */
  cancel_keyword: z.string(),
  support_phone: z.string(),
  /**
   * The operator whose portal host the request came to, its name in the language asked for; null on
   * any other host (always, in a deployment of one operator without host names).
   */
  operator: z.object({ id: z.string(), name: z.string() }).nullable(),
  /**
   * Why no plan is listed on a host of no operator when several are served: the price depends on
   * the number's network, whose plans the sign-in's `Code: 50` then lists. Null when plans are listed.
   */
  plans_notice: z.string().nullable(),
  /**
   * The service's IANA time zone (`TIME_ZONE`, default `Asia/Aden`): every time the portal shows is
   * written in it, whatever the device's zone (docs/design.md#one-clock).
   */
  time_zone: z.string().min(1),
});
export type TServiceInfo = z.infer<typeof ZServiceInfo>;
