/** Exchange companies. */
export { CompaniesScreen as Component } from '../../features/content/resources/companies';
