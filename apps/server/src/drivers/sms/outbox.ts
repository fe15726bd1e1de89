import type { SmsDriver } from './types';

/**
 * Development driver: the message row in `sms_messages` is the whole delivery, read back at
 * `GET /api/dev/sms`. Anyone could read codes there, so it refuses to exist in production
 * (env/sms.ts refuses the configuration too; this is the second lock).
 */
export function createOutboxDriver(options: { isProduction: boolean }): SmsDriver {
  if (options.isProduction) throw new Error('The outbox SMS driver cannot run when NODE_ENV=production');
  return {
    name: 'outbox',
    send() {
      return Promise.resolve({ gatewayMessageId: null });
    },
    close() {
      return Promise.resolve();
    },
  };
}
