import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';

/** A OneAPI address: `tel:+967…`, `tel:4545`, or bare digits. */
const ZOneApiAddress = z.string().trim().min(1).max(40);

const ZDeliveryInfo = z.object({
  address: ZOneApiAddress,
  /** `DeliveredToTerminal`, `DeliveryImpossible`, `DeliveredToNetwork`, `DeliveryUncertain`, `MessageWaiting`… */
  deliveryStatus: z.string().trim().min(1).max(60),
});

/**
 * A delivery receipt from the OneAPI gateway: `callbackData` is what our request sent
 * (`sms:<row id>`), so the receipt names our SMS row.
 */
export const ZReceiveOneApiDeliveryRequest = z.object({
  deliveryInfoNotification: z.object({
    callbackData: z.string().max(200).optional(),
    deliveryInfo: z.union([ZDeliveryInfo, z.array(ZDeliveryInfo).min(1).max(10)]),
  }),
});
export type TReceiveOneApiDeliveryRequest = z.infer<typeof ZReceiveOneApiDeliveryRequest>;

/** A subscriber's SMS to the short code, as the OneAPI gateway forwards it. */
export const ZReceiveOneApiInboundRequest = z.object({
  inboundSMSMessageNotification: z.object({
    callbackData: z.string().max(200).optional(),
    inboundSMSMessage: z.object({
      messageId: z.string().trim().min(1).max(100),
      senderAddress: ZOneApiAddress,
      destinationAddress: ZOneApiAddress,
      message: z.string().max(1600),
      dateTime: z.string().max(40).optional(),
    }),
  }),
});
export type TReceiveOneApiInboundRequest = z.infer<typeof ZReceiveOneApiInboundRequest>;

/** Every accepted callback answers 200; a repeat is `duplicate: true` and changed nothing. */
export const ZReceiveOneApiCallbackResponse = ZData(z.object({ duplicate: z.boolean() }));
export type TReceiveOneApiCallbackResponse = z.infer<typeof ZReceiveOneApiCallbackResponse>;

/** `DeliveredToTerminal` marks our SMS row delivered, `DeliveryImpossible` failed; others leave it sent. */
export const receiveOneApiDelivery = defineContract({
  method: 'POST',
  path: '/api/operator/oneapi/delivery',
  summary: 'OneAPI gateway callback: the delivery receipt of an SMS we sent',
  tags: ['operator'],
  access: 'operator-callback',
  body: ZReceiveOneApiDeliveryRequest,
  response: ZReceiveOneApiCallbackResponse,
});

/** Read as the keyword channel (`الغاء`/`STOP` cancels); a repeated messageId changes nothing. */
export const receiveOneApiInbound = defineContract({
  method: 'POST',
  path: '/api/operator/oneapi/inbound',
  summary: 'OneAPI gateway callback: an SMS a subscriber sent to the short code',
  tags: ['operator'],
  access: 'operator-callback',
  body: ZReceiveOneApiInboundRequest,
  response: ZReceiveOneApiCallbackResponse,
});
