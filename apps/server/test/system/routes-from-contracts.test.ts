import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, contractKey, type Contract } from '@sarraf/contracts';
import { API_PREFIX, pathOf } from '@sarraf/contracts/api';
import { NON_CONTRACT_PATHS } from '../support/non-contract-paths';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The contracts are the API's one route table: every route the app serves under /api is registered
 * from one (`routeFromContract`, or the content cache's `cachedRouteFromContract`), so a route added
 * by hand, with its method, path and access copied, fails here. The OpenAPI document and its UI
 * under /api/docs are the exception: infrastructure, generated from the contracts themselves.
 */
const contracts = new Set<Contract>(allContracts);

/** The API's routes, without Fastify's HEAD copies of the GETs and the OpenAPI infrastructure. */
const apiRoutes = (routes: readonly RouteOptions[]) =>
  routes.filter(
    (route) =>
      route.url.startsWith(API_PREFIX) &&
      route.method !== 'HEAD' &&
      route.url !== NON_CONTRACT_PATHS.swaggerUi &&
      !route.url.startsWith(`${NON_CONTRACT_PATHS.swaggerUi}/`),
  );

const keyOf = (route: RouteOptions) => `${String(route.method)} ${route.url}`;

/** The /api routes not registered from a contract of allContracts with that contract's method, path and access. */
function notFromContracts(routes: readonly RouteOptions[]): string[] {
  return apiRoutes(routes)
    .filter((route) => {
      const contract = route.config?.contract;
      return (
        !contract ||
        !contracts.has(contract) ||
        contract.method !== route.method ||
        contract.path !== route.url ||
        route.config?.access !== contract.access
      );
    })
    .map(keyOf);
}

describe('every API route comes from its contract', () => {
  let server: TestServer;
  const registered: RouteOptions[] = [];

  beforeAll(async () => {
    server = await startTestServer({ template: 'empty', onRoute: (route) => registered.push(route) });
  });
  afterAll(() => server.close());

  it("sees the routes the app registers, the plugins' own included", () => {
    const urls = registered.map((route) => route.url);
    expect(urls).toContain(pathOf('getHealth'));
    expect(urls).toContain(NON_CONTRACT_PATHS.openApiDocument);
    expect(urls).toContain('/metrics');
  });

  it('registers each /api route from a contract of allContracts, with its method, path and access', () => {
    expect(notFromContracts(registered)).toEqual([]);
  });

  it('registers every contract exactly once', () => {
    const keys = apiRoutes(registered).map(keyOf);
    expect([...keys].sort()).toEqual(allContracts.map(contractKey).sort());
  });

  it('names a route registered by hand under /api', async () => {
    const routes: RouteOptions[] = [];
    const probe = await startTestServer({
      template: 'empty',
      onRoute: (route) => routes.push(route),
      beforeListen: (app) => {
        app.get(NON_CONTRACT_PATHS.routeByHand, () => ({ data: null }));
      },
    });
    await probe.close();
    expect(notFromContracts(routes)).toEqual([`GET ${NON_CONTRACT_PATHS.routeByHand}`]);
  });
});
