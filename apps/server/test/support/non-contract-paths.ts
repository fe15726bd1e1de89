/**
 * The few addresses tests call that are no contract's route. Every other call goes through the
 * typed client by route name; lint ignores this file, so each entry says why it is here.
 */
export const NON_CONTRACT_PATHS = {
  /**
   * The OpenAPI document the Swagger UI reads (@fastify/swagger), generated from the contracts but
   * no contract itself: partner/partner-api.test.ts checks what it publishes and what it hides.
   */
  openApiDocument: '/api/docs/json',
  /** The Swagger UI page over that document (@fastify/swagger-ui): HTML, no contract. */
  swaggerUi: '/api/docs',
  /** An address under /api that no route has: probes of the JSON 404 and its headers. */
  unknownApiPath: '/api/no-such-route',
  /** A route a bare Fastify app in a unit test registers for itself, only to log a request to it. */
  loggedThings: '/api/things',
  /**
   * A route session/guards.test.ts registers on its own server (beforeListen) from a test-only
   * contract, to check assertOwnMsisdn the way the subscriber routes use it; no route table entry.
   */
  ownMsisdnEcho: '/api/test/own-msisdn',
  /** A route system/routes-from-contracts.test.ts registers by hand, to see it named as not from a contract. */
  routeByHand: '/api/by-hand',
  /**
   * Where a test that builds a bare Fastify app mounts its own test-only contracts and routes
   * (system/errors.test.ts: each kind of error; system/non-json-routes.test.ts: answers not JSON).
   */
  testOnlyRoutes: '/api/test',
  /** The back-office session cookie's Path: the prefix of the admin routes, itself no route. */
  adminCookieScope: '/api/admin',
} as const;
