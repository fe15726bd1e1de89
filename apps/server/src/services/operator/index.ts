// The public face of services/operator/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { receiveOperatorNotification, receiveOperatorSms } from './receive-operator-event';
