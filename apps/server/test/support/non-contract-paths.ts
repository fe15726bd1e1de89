/**
 * The few addresses under /api that tests reach although no contract names them. Everything else is
 * called by route name (@sarraf/contracts/typed-client, pathOf); lint forbids a typed `/api` path
 * everywhere in the tests but here. Each entry says why it is not a contract.
 */
export const NON_CONTRACT_PATHS = {
  /** A route a bare Fastify app in a unit test registers for itself, only to log a request to it. */
  loggedThings: '/api/things',
} as const;
