import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env';
import type { OneApiTokenClient } from '../oneapi/index';
import { createHttpSmsDriver } from './http';
import { createOneApiSmsDriver } from './oneapi';
import { createOutboxDriver } from './outbox';
import { createSmppDriver } from './smpp';
import type { SmsDeliveryReceipt, SmsDriver, SmsInbound } from './types';

export type { SmsDeliveryReceipt, SmsDriver, SmsInbound, SmsOutgoing, SmsSendOptions } from './types';
export { SmsSendError } from './types';

/** The driver SMS_DRIVER names (docs/design.md#sms). env.ts has already checked its settings are present. */
export function createSmsDriver(
  config: Config,
  options: {
    log: FastifyBaseLogger;
    onReceipt: (receipt: SmsDeliveryReceipt) => void;
    /** A subscriber's SMS arriving on the gateway's link (SMPP deliver_sm). */
    onInbound?: (message: SmsInbound) => void;
    /** The process's OneAPI token client, shared with the charging driver. */
    oneApiTokens: () => OneApiTokenClient;
  },
): SmsDriver {
  switch (config.sms.driver) {
    case 'outbox':
      return createOutboxDriver({ isProduction: config.isProduction });
    case 'http':
      return createHttpSmsDriver({
        url: config.sms.httpUrl!,
        ...(config.sms.httpToken ? { token: config.sms.httpToken } : {}),
        timeoutMs: config.sms.sendTimeoutMs,
      });
    case 'smpp':
      return createSmppDriver({
        url: config.sms.smppUrl!,
        systemId: config.sms.smppSystemId!,
        ...(config.sms.smppPassword ? { password: config.sms.smppPassword } : {}),
        log: options.log,
        onReceipt: options.onReceipt,
        ...(options.onInbound ? { onInbound: options.onInbound } : {}),
      });
    case 'oneapi':
      return createOneApiSmsDriver({
        baseUrl: config.oneApi.baseUrl!,
        senderAddress: config.oneApi.senderAddress!,
        publicUrl: config.publicUrl,
        tokens: options.oneApiTokens(),
        timeoutMs: config.sms.sendTimeoutMs,
      });
  }
}
