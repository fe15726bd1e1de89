// The public face of services/sms/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { attemptSmsDelivery, deliverSms, smsRetryDelayS } from './deliver-sms';
export { sentTextOf } from './dev-sent-texts';
export { expireCodeSms } from './expire-code-sms';
export { listDevSms } from './list-dev-sms';
export { maskSmsText } from './mask-sms-text';
export { pageSmsMessages } from './page-sms-messages';
export { recordDeliveryReceipt } from './record-delivery-receipt';
export { recordOneApiDelivery } from './record-oneapi-delivery';
export type { SmsDeps } from './sms-deps';
export { operatorOfRecipient, type SmsRow, storeSms } from './store-sms';
