// The public face of services/rate-feeds/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { dryRunRateFeed } from './dry-run-rate-feed';
export { deleteRateFeed, getRateFeed, listRateFeeds, saveRateFeed } from './manage-rate-feeds';
export { loadRateFeeds } from './present-rate-feed';
export { runRateFeed } from './run-rate-feed';
export { sweepRateFeeds } from './sweep-rate-feeds';
