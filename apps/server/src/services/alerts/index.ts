// The public face of services/alerts/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export {
  getDigestSettings,
  getFavourites,
  getQuietHours,
  saveDigestSettings,
  saveFavourites,
  saveQuietHours,
} from './alert-preferences';
export { UCS2_SEGMENT } from './alert-sms-text';
export type { AlertsDeps } from './alerts-deps';
export { dispatchAlertSms } from './dispatch-alert-sms';
export { evaluatePublication } from './evaluate-publication';
export { listAlertNotifications } from './list-alert-notifications';
export { createAlert, deleteAlert, getAlert, listAlerts, updateAlert } from './manage-alerts';
export { type JobSender, queueAlertEvaluation } from './queue-alert-evaluation';
export { sendDigests } from './send-digests';
export { sweepPendingPublications } from './sweep-publications';
