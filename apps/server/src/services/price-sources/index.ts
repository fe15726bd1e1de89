// The public face of services/price-sources/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { listPriceSources } from './list-price-sources';
