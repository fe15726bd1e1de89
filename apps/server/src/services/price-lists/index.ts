// The public face of services/price-lists/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { listPriceLists, PRICE_LIST_TAGS } from './list-price-lists';
