/** The currencies a rate can be quoted in. */
export { CurrenciesScreen as Component } from '../../features/content/resources/currencies';
