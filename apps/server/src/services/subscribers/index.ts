// The public face of services/subscribers/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { getSubscriberProfile } from './get-subscriber-profile';
export { presentPlan, presentSubscriber, presentSubscription, shownMsisdn } from './present-subscriber';
export type { KeywordConsent, SubscribeConsent } from './subscribe-consent';
export { setNotifications, updateSubscriberDetails } from './update-subscriber-details';
