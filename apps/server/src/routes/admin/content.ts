import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminCategories,
  adminCategoryItems,
  adminCompanies,
  adminCompanyPhones,
  adminCurrencies,
  adminPlans,
  adminNews,
  adminPriceLists,
  adminPriceSources,
  type Contract,
  type TPageQuery,
} from '@sarraf/contracts';
import { say } from '../../lib/messages';
import { routeFromContract } from '../../lib/route';
import { requireAdmin } from '../../plugins/admin-auth';
import {
  categoryItemResource,
  categoryResource,
  companyPhoneResource,
  companyResource,
  createContentItem,
  type CrudResource,
  currencyResource,
  deleteContentItem,
  listContentItems,
  newsResource,
  planResource,
  priceListResource,
  priceSourceResource,
  updateContentItem,
} from '../../services/back-office';

interface CrudContracts {
  list: Contract;
  create: Contract;
  update: Contract;
  remove: Contract;
}

/**
 * The four routes of one resource; the services do the work (each write in one transaction with
 * its audit row, the public caches dropped once it has committed).
 */
function registerCrudRoutes<Item, Input, Id extends string | number, Filters>(
  app: FastifyInstance,
  contracts: CrudContracts,
  resource: CrudResource<Item, Input, Id, Filters>,
) {
  const deps = () => ({ ...app.deps, log: app.log });
  const actorOf = (request: FastifyRequest) => ({ admin: requireAdmin(request), ip: request.ip });
  const idOf = (params: unknown) => (params as { id: Id }).id;

  routeFromContract(app, contracts.list, async ({ query }) =>
    listContentItems(app.deps.database.db, resource, query as unknown as TPageQuery & Filters),
  );

  routeFromContract(app, contracts.create, async ({ body, request }) => ({
    data: await createContentItem(deps(), resource, actorOf(request), body as Input),
  }));

  routeFromContract(app, contracts.update, async ({ body, params, request }) => ({
    data: await updateContentItem(deps(), resource, actorOf(request), idOf(params), body as Input),
  }));

  routeFromContract(app, contracts.remove, async ({ params, request }) => {
    await deleteContentItem(deps(), resource, actorOf(request), idOf(params));
    return { message: say(request, 'content_deleted') };
  });
}

/** Content editing: editors and admins; plans are admins only (contract `role`). */
export function registerAdminContentRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, adminCurrencies, currencyResource);
  registerCrudRoutes(app, adminPriceSources, priceSourceResource);
  registerCrudRoutes(app, adminCategories, categoryResource);
  registerCrudRoutes(app, adminCategoryItems, categoryItemResource);
  registerCrudRoutes(app, adminCompanies, companyResource);
  registerCrudRoutes(app, adminCompanyPhones, companyPhoneResource);
  registerCrudRoutes(app, adminPlans, planResource);
  registerCrudRoutes(app, adminNews, newsResource);
  registerCrudRoutes(app, adminPriceLists, priceListResource);
}
