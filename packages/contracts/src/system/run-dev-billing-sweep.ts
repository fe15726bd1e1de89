import { z } from 'zod';
import { defineContract } from '../contract';
import { ZTimestamp } from '../common/fields';
import { ZData } from '../common/envelope';

/**
 * The instant to sweep as of (default: now), like `npm run billing:sweep -- --now ISO`. The body
 * may be left out altogether (the server sees null) to sweep as of now.
 */
export const ZRunDevBillingSweepRequest = z
  .object({
    now: ZTimestamp.optional(),
  })
  .nullish();
export type TRunDevBillingSweepRequest = z.infer<typeof ZRunDevBillingSweepRequest>;

export const ZRunDevBillingSweepResponse = ZData(
  z.object({
    now: ZTimestamp,
    /** Subscriptions due at `now`. */
    due: z.int().min(0),
    succeeded: z.int().min(0),
    failed: z.int().min(0),
    /** Left `pending` (the gateway did not answer); the reconcile job settles them. */
    pending: z.int().min(0),
    /** Already charged for that period: a repeated sweep charges nothing. */
    skipped: z.int().min(0),
    /**
     * `BILLING_MODE=operator`: due subscriptions the operator reported nothing for, moved a stage on
     * by time (grace, suspended, cancelled) without any charge; always 0 when we charge renewals.
     */
    lapsed: z.int().min(0),
    /** Free reminder SMS sent as of `now` (docs/security.md#prices-and-consent). */
    reminders: z
      .object({
        renewal: z.int().min(0),
        trial_end: z.int().min(0),
        how_to_stop: z.int().min(0),
      })
      .optional(),
  }),
);
export type TRunDevBillingSweepResponse = z.infer<typeof ZRunDevBillingSweepResponse>;

/** The same idempotent sweep as the CLI, on a running server; never in production. */
export const runDevBillingSweep = defineContract({
  method: 'POST',
  path: '/api/dev/billing/sweep',
  summary: 'Dev only: runs the renewal sweep as of a given instant and waits for it',
  tags: ['dev'],
  access: 'public',
  devOnly: true,
  body: ZRunDevBillingSweepRequest,
  response: ZRunDevBillingSweepResponse,
});
