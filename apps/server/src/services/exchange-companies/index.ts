// The public face of services/exchange-companies/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { DIRECTORY_TAGS } from './company-directory';
export { listCompanyPhoneNumbers, listExchangeCompanies } from './list-exchange-companies';
