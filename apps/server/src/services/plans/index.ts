// The public face of services/plans/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { listActivePlans } from './list-active-plans';
export { findPlanOnOffer, PLAN_UNAVAILABLE, planUnavailable } from './plan-on-offer';
export { subscriptionInLanguage } from './subscription-in-language';
export { listPlansOnHost, type OfferingOperator, type PlansOnHost } from './list-plans-on-host';
