import { asc, eq, sql } from 'drizzle-orm';
import type { TAdminPlan, TAdminPlanInput } from '@sarraf/contracts';
import type { Tx } from '../../../db/client';
import { plans } from '../../../db/schema/index';
import { englishColumns } from '../../../lib/content-language';
import { samePrice } from '../../../lib/price-schedule';
import { planPriceOf, schedulePriceChanges } from '../../billing';
import type { CrudResource } from './crud-resource';
import { planOperatorOf } from './plan-operator';

type Row = typeof plans.$inferSelect;

const toItem = (row: Row): TAdminPlan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  name_en: row.nameEn,
  description_en: row.descriptionEn,
  price_minor: row.priceMinor,
  currency: row.currency,
  period: row.period,
  free_trial_days: row.freeTrialDays,
  grace_days: row.graceDays,
  suspension_days: row.suspensionDays,
  max_alerts: row.maxAlerts,
  active: row.active,
  sort_order: row.sortOrder,
  operator_id: row.operatorId,
});

const toRow = (input: TAdminPlanInput, operatorId: string) => ({
  name: input.name,
  description: input.description,
  ...englishColumns(input, { name_en: 'nameEn', description_en: 'descriptionEn' }),
  priceMinor: input.price_minor,
  currency: input.currency,
  period: input.period,
  freeTrialDays: input.free_trial_days,
  graceDays: input.grace_days,
  suspensionDays: input.suspension_days,
  ...(input.max_alerts === undefined ? {} : { maxAlerts: input.max_alerts }),
  active: input.active,
  sortOrder: input.sort_order,
  operatorId,
  updatedAt: new Date(),
});

/** Names the admin in the price history row the `plans` trigger writes (migration 0004). */
async function actAs(tx: Tx, adminId: number): Promise<void> {
  await tx.execute(sql`select set_config('sarraf.admin_user_id', ${String(adminId)}, true)`);
}

/**
 * What subscribers buy (admins only), each plan one operator's (docs/operators.md#plans). A price
 * edit applies to new subscriptions at once and is scheduled, with an SMS notice, for existing ones
 * (docs/security.md#prices-and-consent); the answer says how many were notified and from which day
 * the new price reaches them. A plan with subscriptions is deactivated rather than deleted: the
 * database refuses the deletion and the editor is told so (409).
 */
export const planResource: CrudResource<TAdminPlan, TAdminPlanInput, string> = {
  entity: 'plan',
  // The plan list is read per request (no content cache), so there is nothing to drop.
  tags: [],
  async all(db) {
    const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.name));
    return rows.map(toItem);
  },
  searchText: (item) => `${item.name} ${item.period} ${item.operator_id}`,
  async find(db, id) {
    const [row] = await db.select().from(plans).where(eq(plans.id, id));
    return row ? toItem(row) : undefined;
  },
  async create(tx, input, adminId, { config }) {
    const operatorId = await planOperatorOf(tx, config, input.operator_id);
    await actAs(tx, adminId);
    const [row] = await tx.insert(plans).values(toRow(input, operatorId)).returning({ id: plans.id });
    return row!.id;
  },
  async update(tx, id, input, adminId, { config }) {
    await actAs(tx, adminId);
    // Locked first: a subscribe that reads the plan (FOR KEY SHARE) waits for a move, or a move for it.
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!before) return;
    const operatorId = await planOperatorOf(tx, config, input.operator_id, before);
    const [after] = await tx.update(plans).set(toRow(input, operatorId)).where(eq(plans.id, id)).returning();
    if (!after || samePrice(planPriceOf(before), planPriceOf(after))) return;
    const outcome = await schedulePriceChanges(tx, config, {
      plan: after,
      adminUserId: adminId,
      now: new Date(),
    });
    return {
      extra: {
        price_change: {
          notified_subscribers: outcome.notified,
          withdrawn_changes: outcome.withdrawn,
          applies_from: outcome.appliesFrom?.toISOString() ?? null,
        },
      },
      smsIds: outcome.smsIds,
    };
  },
  async remove(tx, id) {
    await tx.delete(plans).where(eq(plans.id, id));
  },
};
