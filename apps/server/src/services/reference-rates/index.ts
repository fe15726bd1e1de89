// The public face of services/reference-rates/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { importReferenceFeed, importReferenceSample, readReferenceFeedState } from './import-reference-feed';
export { listReferenceRates } from './list-reference-rates';
export {
  getReferenceSnapshot,
  REFERENCE_STALE_DAYS,
  REFERENCE_TAGS,
  type ReferenceSnapshot,
} from './reference-snapshot';
