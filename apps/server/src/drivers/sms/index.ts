import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env';
import type { OneApiTokens } from '../oneapi/index';
import { createHttpSmsDriver } from './http';
import { createOneApiSmsDriver } from './oneapi';
import { createOutboxDriver } from './outbox';
import { createSmppDriver } from './smpp';
import type { SmsDeliveryReceipt, SmsDriver, SmsInbound } from './types';

export type { SmsDeliveryReceipt, SmsDriver, SmsInbound, SmsOutgoing, SmsSendOptions } from './types';
export { SmsSendError } from './types';
export { type OperatorSmsDrivers, operatorSmsDrivers } from './operator-sms-drivers';

/** The driver SMS_DRIVER names (docs/design.md#sms), with the settings the configuration carries for it. */
export function createSmsDriver(
  config: Config,
  options: {
    log: FastifyBaseLogger;
    onReceipt: (receipt: SmsDeliveryReceipt) => void;
    /** A subscriber's SMS arriving on the gateway's link (SMPP deliver_sm). */
    onInbound?: (message: SmsInbound) => void;
    /** The process's OneAPI token client, shared with the charging driver. */
    oneApiTokens: OneApiTokens;
  },
): SmsDriver {
  const { sms } = config;
  switch (sms.driver) {
    case 'outbox':
      return createOutboxDriver({ isProduction: config.isProduction });
    case 'http':
      return createHttpSmsDriver({
        url: sms.httpUrl,
        ...(sms.httpToken ? { token: sms.httpToken } : {}),
        timeoutMs: sms.sendTimeoutMs,
      });
    case 'smpp':
      return createSmppDriver({
        url: sms.smppUrl,
        systemId: sms.smppSystemId,
        ...(sms.smppPassword ? { password: sms.smppPassword } : {}),
        log: options.log,
        onReceipt: options.onReceipt,
        ...(options.onInbound ? { onInbound: options.onInbound } : {}),
      });
    case 'oneapi':
      return createOneApiSmsDriver({
        baseUrl: sms.gateway.baseUrl,
        senderAddress: sms.senderAddress,
        publicUrl: config.publicUrl,
        tokens: options.oneApiTokens(sms.gateway),
        timeoutMs: sms.sendTimeoutMs,
      });
  }
}
