// The public face of services/rate-reviews/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { listRateReviews } from './list-rate-reviews';
export { type ArrivedRate, publishOrHold } from './publish-or-hold';
export { supersedePendingReviews } from './queue-rate-reviews';
export { settleRateReview } from './settle-rate-review';
