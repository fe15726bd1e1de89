// The public face of services/partner/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { type AuthenticatedPartner, authenticatePartnerKey } from './authenticate-partner-key';
export { createPartnerKey, listPartnerKeys, revokePartnerKey } from './manage-partner-keys';
export { pushPartnerRates } from './push-partner-rates';
export { partnerRatesCsv, readPartnerRates } from './read-partner-rates';
