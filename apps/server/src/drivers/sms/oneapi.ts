import { z } from 'zod';
import { describeException, describeFetchError, telOf, ZRequestError } from '../oneapi/oneapi-body';
import { postAuthorizedJson, type OneApiTokenClient } from '../oneapi/token-client';
import { SmsSendError, type SmsDriver, type SmsOutgoing } from './types';

/** The path of the delivery receipts the gateway posts back (contracts: receiveOneApiDelivery). */
export const ONEAPI_DELIVERY_PATH = '/api/operator/oneapi/delivery';

/** `callbackData` of a message: names our SMS row, read back by the delivery callback. */
export const callbackDataOf = (id: number) => `sms:${id}`;

const ZResourceReference = z.object({
  resourceReference: z.object({ resourceURL: z.string().max(2000) }),
});

/** The `outboundSMSMessageRequest` body (docs/operator-integration.md#sms). */
export function outboundSmsBody(message: SmsOutgoing, options: { senderAddress: string; notifyUrl: string }) {
  return {
    outboundSMSMessageRequest: {
      address: [telOf(message.to)],
      senderAddress: `tel:${options.senderAddress}`,
      senderName: message.sender,
      outboundSMSTextMessage: { message: message.text },
      // The row id: a retry after a lost answer is the same request, never a second SMS.
      clientCorrelator: String(message.id),
      receiptRequest: { notifyURL: options.notifyUrl, callbackData: callbackDataOf(message.id) },
    },
  };
}

/**
 * `SMS_DRIVER=oneapi`: GSMA OneAPI SMS (docs/operator-integration.md#sms),
 * `POST {base}/smsmessaging/v1/outbound/tel:{sender}/requests` with the shared bearer token. A 201
 * (or any 2xx) is accepted; the last segment of `resourceURL` is kept as the gateway's id. The
 * delivery receipt comes back to `PUBLIC_URL` + /api/operator/oneapi/delivery and names our row.
 */
export function createOneApiSmsDriver(options: {
  baseUrl: string;
  senderAddress: string;
  publicUrl: string;
  tokens: OneApiTokenClient;
  timeoutMs: number;
}): SmsDriver {
  const url = `${options.baseUrl}/smsmessaging/v1/outbound/tel:${options.senderAddress}/requests`;
  const notifyUrl = `${options.publicUrl}${ONEAPI_DELIVERY_PATH}`;
  return {
    name: 'oneapi',
    async send(message, sendOptions = {}) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = sendOptions.signal ? AbortSignal.any([sendOptions.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await postAuthorizedJson(
          options.tokens,
          url,
          outboundSmsBody(message, { senderAddress: options.senderAddress, notifyUrl }),
          signal,
        );
      } catch (error) {
        throw new SmsSendError(
          `SMS gateway unreachable: ${error instanceof Error && error.name === 'OneApiTokenError' ? error.message : describeFetchError(error, signal)}`,
        );
      }
      const answer: unknown = await response.json().catch(() => null);
      if (response.status < 200 || response.status > 299) {
        const refused = ZRequestError.safeParse(answer);
        const why = refused.success
          ? ` ${describeException('policyException' in refused.data.requestError ? refused.data.requestError.policyException : refused.data.requestError.serviceException)}`
          : '';
        throw new SmsSendError(`SMS gateway answered ${response.status}${why}`);
      }
      const parsed = ZResourceReference.safeParse(answer);
      const id = parsed.success ? parsed.data.resourceReference.resourceURL.split('/').pop() : undefined;
      return { gatewayMessageId: id ? decodeURIComponent(id).slice(0, 200) : null };
    },
    close() {
      return Promise.resolve();
    },
  };
}
