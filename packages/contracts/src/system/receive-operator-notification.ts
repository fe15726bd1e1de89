import { z } from 'zod';
import { defineContract } from '../contract';
import { ZCurrencyCodeInput, ZTimestamp } from '../common/fields';
import { majorDecimalToMinor } from '../money';
import { ZData } from '../common/envelope';
import { ZMsisdnInput } from '../common/msisdn';

const ZEventId = z.string().trim().min(1).max(100);

/** The gateway settles a charge we asked for (by our idempotency `reference`). */
export const ZOperatorChargeNotification = z.object({
  event_id: ZEventId,
  type: z.literal('charge'),
  reference: z.string().min(1).max(200),
  status: z.enum(['succeeded', 'failed']),
  reason: z.string().max(200).optional(),
  gateway_ref: z.string().max(200).optional(),
  occurred_at: ZTimestamp,
});

/** The operator changed a line's service status on its side (e.g. deactivated number, care desk cancel). */
export const ZOperatorStatusNotification = z.object({
  event_id: ZEventId,
  type: z.literal('status'),
  msisdn: ZMsisdnInput,
  status: z.enum(['active', 'suspended', 'cancelled']),
  reason: z.string().max(200).optional(),
  occurred_at: ZTimestamp,
});

/**
 * The operator took a number out of service (`msisdn_deactivated`) or gave it to a new person
 * (`msisdn_recycled`): every session of that number ends, and a recycled number's subscription is
 * cancelled and its subscriber retired, so the new owner signs up afresh (docs/security.md).
 */
const ZOperatorNumberNotificationFields = {
  event_id: ZEventId,
  msisdn: ZMsisdnInput,
  reason: z.string().max(200).optional(),
  occurred_at: ZTimestamp,
};
export const ZOperatorNumberDeactivatedNotification = z.object({
  ...ZOperatorNumberNotificationFields,
  type: z.literal('msisdn_deactivated'),
});
export const ZOperatorNumberRecycledNotification = z.object({
  ...ZOperatorNumberNotificationFields,
  type: z.literal('msisdn_recycled'),
});

/**
 * A renewal the operator charged itself (`BILLING_MODE=operator`, docs/operator-integration.md#operator-managed-renewals):
 * `amount` in major units as a decimal string the currency can hold ("50.00" YER), `reference` the
 * operator's own, unique in our ledger. It acts on receipt whatever `at` says.
 */
const MAJOR_AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;
export const ZOperatorRenewalNotification = z
  .object({
    event_id: ZEventId,
    type: z.literal('renewal'),
    msisdn: ZMsisdnInput,
    status: z.enum(['succeeded', 'failed']),
    amount: z.string().regex(MAJOR_AMOUNT),
    currency: ZCurrencyCodeInput,
    reference: z.string().trim().min(1).max(200),
    reason: z.string().max(200).optional(),
    at: ZTimestamp,
  })
  .superRefine((event, ctx) => {
    // A charge of nothing, or a fraction of the currency's smallest coin, is no charge we can record
    // (an amount that is no decimal at all has its own message already).
    if (!MAJOR_AMOUNT.test(event.amount)) return;
    const minor = majorDecimalToMinor(event.amount, event.currency);
    if (minor === null || minor <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'not a positive amount of this currency' });
    }
  });

export const ZReceiveOperatorNotificationRequest = z.discriminatedUnion('type', [
  ZOperatorChargeNotification,
  ZOperatorStatusNotification,
  ZOperatorNumberDeactivatedNotification,
  ZOperatorNumberRecycledNotification,
  ZOperatorRenewalNotification,
]);
export type TReceiveOperatorNotificationRequest = z.infer<typeof ZReceiveOperatorNotificationRequest>;

/** A replay of a known `event_id` changes nothing and still answers 200 with `duplicate: true`. */
export const ZReceiveOperatorNotificationResponse = ZData(z.object({ duplicate: z.boolean() }));
export type TReceiveOperatorNotificationResponse = z.infer<typeof ZReceiveOperatorNotificationResponse>;

/** docs/design.md#operator-webhooks: authenticated by the shared secret header, idempotent, logged. */
export const receiveOperatorNotification = defineContract({
  method: 'POST',
  path: '/api/operator/notifications',
  summary:
    'Operator webhook: charge, subscription-status, number (deactivated, recycled) and operator-charged renewal notifications',
  tags: ['operator'],
  access: 'operator',
  body: ZReceiveOperatorNotificationRequest,
  response: ZReceiveOperatorNotificationResponse,
});
