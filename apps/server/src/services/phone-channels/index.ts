// The public face of services/phone-channels/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export type { KeywordDeps } from './keywords/keyword-deps';
export { quoteTime } from './keywords/reply-text';
export { receiveInboundSms } from './sms/receive-inbound-sms';
export { answerUssd } from './ussd/answer-ussd';
export { getUssdSummary } from './ussd/ussd-sessions-per-day';
