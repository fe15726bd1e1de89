import { asc, eq } from 'drizzle-orm';
import type { TAdminPlan, TAdminPlanInput } from '@sarraf/contracts';
import { plans } from '../../../db/schema/index';
import type { CrudResource } from './crud-resource';

type Row = typeof plans.$inferSelect;

const toItem = (row: Row): TAdminPlan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price_minor: row.priceMinor,
  currency: row.currency,
  period: row.period,
  free_trial_days: row.freeTrialDays,
  grace_days: row.graceDays,
  suspension_days: row.suspensionDays,
  max_alerts: row.maxAlerts,
  active: row.active,
  sort_order: row.sortOrder,
});

const toRow = (input: TAdminPlanInput) => ({
  name: input.name,
  description: input.description,
  priceMinor: input.price_minor,
  currency: input.currency,
  period: input.period,
  freeTrialDays: input.free_trial_days,
  graceDays: input.grace_days,
  suspensionDays: input.suspension_days,
  ...(input.max_alerts === undefined ? {} : { maxAlerts: input.max_alerts }),
  active: input.active,
  sortOrder: input.sort_order,
  updatedAt: new Date(),
});

/**
 * What subscribers buy (admins only). A plan with subscriptions is deactivated rather than
 * deleted: the database refuses the deletion and the editor is told so (409).
 */
export const planResource: CrudResource<TAdminPlan, TAdminPlanInput, string> = {
  entity: 'plan',
  // The plan list is read per request (no content cache), so there is nothing to drop.
  tags: [],
  async all(db) {
    const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.name));
    return rows.map(toItem);
  },
  searchText: (item) => `${item.name} ${item.period}`,
  async find(db, id) {
    const [row] = await db.select().from(plans).where(eq(plans.id, id));
    return row ? toItem(row) : undefined;
  },
  async create(tx, input) {
    const [row] = await tx.insert(plans).values(toRow(input)).returning({ id: plans.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await tx.update(plans).set(toRow(input)).where(eq(plans.id, id));
  },
  async remove(tx, id) {
    await tx.delete(plans).where(eq(plans.id, id));
  },
};
