/** The phone numbers of each exchange company. */
export { CompanyPhonesScreen as Component } from '../../features/content/resources/company-phones';
