/** The sources rates are published for. */
export { PriceSourcesScreen as Component } from '../../features/content/resources/price-sources';
