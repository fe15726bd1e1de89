/** Publishing rates: a source's grid of buy and sell prices. */
export { RatesScreen as Component } from '../../features/rates/components/rates-screen';
