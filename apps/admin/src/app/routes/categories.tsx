/** The categories of priced items. */
export { CategoriesScreen as Component } from '../../features/content/resources/categories';
