// The public face of services/push/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { dispatchAlertPush } from './dispatch-alert-push';
export { deletePushSubscription, MAX_PUSH_BROWSERS, savePushSubscription } from './manage-push-subscriptions';
