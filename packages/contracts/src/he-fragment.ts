// The fragment keys of the plain-HTTP header-enrichment entry's redirect (`heStart`): the server
// writes them, the portal reads them once and removes them from the address. Zod-free, so the
// browser bundle may import it (`@sarraf/contracts/he-fragment`).
export const HE_FRAGMENT_KEYS = { token: 'he', masked: 'm', subscriber: 's' } as const;
