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
