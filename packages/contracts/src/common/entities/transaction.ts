import { z } from 'zod';
import { ZCurrencyCode, ZMinorAmount, ZTimestamp, ZUuid } from '../fields';

/** A charge, or a refund: a new row of its own, never an edit of the charge. */
export const ZTransactionKind = z.enum(['charge', 'refund']);
export type TTransactionKind = z.infer<typeof ZTransactionKind>;

/** Written `pending` before the gateway is called, then settled once. */
export const ZTransactionStatus = z.enum(['pending', 'succeeded', 'failed']);
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>;

/** One row of the charging ledger, as "my bill" lists it. */
export const ZTransaction = z.object({
  /** Unique idempotency reference, e.g. `renewal:<subscription>:<period start>`. */
  reference: z.string(),
  kind: ZTransactionKind,
  status: ZTransactionStatus,
  /** Always positive; a refund's `kind` says which way the money went. */
  amount_minor: ZMinorAmount.min(1),
  currency: ZCurrencyCode,
  /** The Arabic line shown in my bill, e.g. `تجديد الباقة الشهرية`. */
  description: z.string(),
  /** Why it failed, as the gateway's code (e.g. `insufficient_balance`), or why it was refunded; else null. */
  reason: z.string().nullable(),
  subscription_uuid: ZUuid,
  /** The service period a charge pays for; null for refunds. */
  period_start: ZTimestamp.nullable(),
  period_end: ZTimestamp.nullable(),
  created_at: ZTimestamp,
  /** When it became `succeeded`/`failed`; null while `pending`. */
  settled_at: ZTimestamp.nullable(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

/**
 * What else happened to a subscription, listed in my bill between its charges: a cancellation, a
 * reactivation, a change of plan. Not ledger rows: no money, no reference, no status of a charge;
 * never counted in revenue or settlement.
 */
export const ZBillEventKind = z.enum(['cancellation', 'reactivation', 'plan_change']);
export type TBillEventKind = z.infer<typeof ZBillEventKind>;

/** Every kind of my-bill entry: the ledger's charges and refunds, and the subscription's events. */
export const ZBillEntryKind = z.enum([...ZTransactionKind.options, ...ZBillEventKind.options]);
export type TBillEntryKind = z.infer<typeof ZBillEntryKind>;

/** A subscription event as my bill lists it: the shape of a ledger row, with the money fields null. */
export const ZBillEvent = z.object({
  reference: z.null(),
  kind: ZBillEventKind,
  status: z.null(),
  amount_minor: z.null(),
  currency: z.null(),
  /** The Arabic line shown in my bill, e.g. `إلغاء الاشتراك في الباقة الشهرية`. */
  description: z.string(),
  reason: z.null(),
  subscription_uuid: ZUuid,
  /** Always null: an event pays for no period and is never settled (the date schema, for one shape). */
  period_start: ZTimestamp.nullable(),
  period_end: ZTimestamp.nullable(),
  created_at: ZTimestamp,
  settled_at: ZTimestamp.nullable(),
  /**
   * A cancellation: until when the content stays open (the end of the period paid); null when
   * access ended at once. Null for the other kinds.
   */
  access_until: ZTimestamp.nullable(),
});
export type TBillEvent = z.infer<typeof ZBillEvent>;

/** One line of my bill's transactions: a ledger row, or a subscription event. */
export const ZBillEntry = z.union([ZTransaction, ZBillEvent]);
export type TBillEntry = z.infer<typeof ZBillEntry>;
