/** Rates pasted from a spreadsheet, checked line by line by the server, then published. */
export { RateImportScreen as Component } from '../../features/rates/components/rate-import-screen';
