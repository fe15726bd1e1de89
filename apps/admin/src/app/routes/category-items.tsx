/** The items of each category. */
export { CategoryItemsScreen as Component } from '../../features/content/resources/category-items';
