import type { FastifyInstance } from 'fastify';
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
import { matchesSearch, normalizeArabic, searchTerms } from '../../lib/arabic-text';
import { notFound } from '../../lib/http-error';
import { pickLang, translate } from '../../lib/messages';
import { paginate } from '../../lib/paging';
import { routeFromContract } from '../../lib/route';
import { requireAdmin } from '../../plugins/admin-auth';
import { recordAdminAudit } from '../../services/back-office/record-audit';
import { categoryItemResource, categoryResource } from '../../services/back-office/content/categories';
import { mapWriteError, type CrudResource } from '../../services/back-office/content/crud-resource';
import { currencyResource } from '../../services/back-office/content/currencies';
import { companyPhoneResource, companyResource } from '../../services/back-office/content/exchange-companies';
import { newsResource } from '../../services/back-office/content/news';
import { planResource } from '../../services/back-office/content/plans';
import { priceListResource } from '../../services/back-office/content/price-lists';
import { priceSourceResource } from '../../services/back-office/content/price-sources';
import { sendStoredNotices } from '../../services/billing/billing-notices';

interface CrudContracts {
  list: Contract;
  create: Contract;
  update: Contract;
  remove: Contract;
}

/**
 * The four routes of one resource. Every write runs in one transaction with its audit row
 * (`<entity>.create|update|delete`, before/after), and drops the public caches built from the
 * table once it has committed.
 */
function registerCrudRoutes<Item, Input, Id extends string | number, Filters>(
  app: FastifyInstance,
  contracts: CrudContracts,
  resource: CrudResource<Item, Input, Id, Filters>,
) {
  const { database, contentCache, config } = app.deps;
  const db = database.db;

  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw mapWriteError(error, resource.uniqueFields);
    }
  }
  const invalidate = () =>
    resource.tags.length > 0 ? contentCache.invalidate(resource.tags) : Promise.resolve();

  routeFromContract(app, contracts.list, async ({ query }) => {
    const { page, per_page, search, ...filters } = query as unknown as TPageQuery & Filters;
    let rows = await resource.all(db, filters as Filters);
    const terms = searchTerms(search);
    if (terms.length > 0)
      rows = rows.filter((row) => matchesSearch(normalizeArabic(resource.searchText(row)), terms));
    return paginate(rows, page, per_page);
  });

  routeFromContract(app, contracts.create, async ({ body, request }) => {
    const admin = requireAdmin(request);
    const item = await write(() =>
      db.transaction(async (tx) => {
        const id = await resource.create(tx, body as Input, admin.user.id);
        const created = await resource.find(tx, id);
        await recordAdminAudit(
          tx,
          { admin, ip: request.ip },
          { action: `${resource.entity}.create`, entity: resource.entity, entityId: id, after: created },
        );
        return created;
      }),
    );
    await invalidate();
    return { data: item };
  });

  routeFromContract(app, contracts.update, async ({ body, params, request }) => {
    const admin = requireAdmin(request);
    const id = (params as unknown as { id: Id }).id;
    const { item, smsIds } = await write(() =>
      db.transaction(async (tx) => {
        const before = await resource.find(tx, id);
        if (!before) throw notFound();
        const outcome = await resource.update(tx, id, body as Input, admin.user.id, { config });
        const found = await resource.find(tx, id);
        const after = found && outcome?.extra ? { ...found, ...outcome.extra } : found;
        await recordAdminAudit(
          tx,
          { admin, ip: request.ip },
          { action: `${resource.entity}.update`, entity: resource.entity, entityId: id, before, after },
        );
        return { item: after, smsIds: outcome?.smsIds ?? [] };
      }),
    );
    // After the commit, as billing notices are (the reconcile job requeues any left behind); in
    // slices, so a plan with many subscribers does not make one huge queue insert.
    for (let start = 0; start < smsIds.length; start += 1_000) {
      await sendStoredNotices({ ...app.deps, log: app.log }, smsIds.slice(start, start + 1_000));
    }
    await invalidate();
    return { data: item };
  });

  routeFromContract(app, contracts.remove, async ({ params, request }) => {
    const admin = requireAdmin(request);
    const id = (params as unknown as { id: Id }).id;
    await write(() =>
      db.transaction(async (tx) => {
        const before = await resource.find(tx, id);
        if (!before) throw notFound();
        resource.assertRemovable?.(before);
        await resource.remove(tx, id);
        await recordAdminAudit(
          tx,
          { admin, ip: request.ip },
          { action: `${resource.entity}.delete`, entity: resource.entity, entityId: id, before },
        );
      }),
    );
    await invalidate();
    return { message: translate('content_deleted', pickLang(request.headers['accept-language'])) };
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
