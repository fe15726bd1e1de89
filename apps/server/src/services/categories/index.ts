// The public face of services/categories/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export {
  type Catalogue,
  CATALOGUE_TAGS,
  getCatalogue,
  getItemPrices,
  type ItemPrice,
  itemQuotes,
  QUOTE_TAGS,
  type QuoteContext,
} from './category-catalogue';
export { getCategoryChart } from './get-category-chart';
export { getCategoryDetails } from './get-category-details';
export { getCategoryInfo } from './get-category-info';
export { listCategories } from './list-categories';
