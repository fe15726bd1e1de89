/** Price lists (bulletins) and their lines. */
export { PriceListsScreen as Component } from '../../features/content/resources/price-lists';
