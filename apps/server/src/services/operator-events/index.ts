// The public face of services/operator-events/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { finishEvent, logEvent, storedForm, subscriberIdOf } from './operator-event-log';
