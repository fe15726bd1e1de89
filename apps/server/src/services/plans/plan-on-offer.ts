import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { plans } from '../../db/schema/index';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';

/**
 * Why a plan is refused on `uuid` at every door that sells one (create/subscriber, header
 * enrichment's subscribe, a plan change): not on sale, or another operator's. One message for all,
 * so a number learns nothing of other operators' plans (docs/operators.md#plans).
 */
export const PLAN_UNAVAILABLE: MessageKey = 'plan_unavailable';

export const planUnavailable = () => unprocessable({ uuid: [PLAN_UNAVAILABLE] });

/**
 * The plan if an operator's numbers may buy it now: on sale and filed under that operator
 * (undefined `operatorId`, a number no operator serves, buys nothing). `lock` holds the row
 * against a concurrent move to another operator (FOR KEY SHARE, which a back-office edit's FOR
 * UPDATE waits for) until the caller's transaction has written what it sold.
 */
export async function findPlanOnOffer(
  db: Db | Tx,
  planId: string,
  operatorId: string | undefined,
  options: { lock?: boolean } = {},
): Promise<typeof plans.$inferSelect | undefined> {
  if (operatorId === undefined) return undefined;
  const query = db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true), eq(plans.operatorId, operatorId)));
  const [plan] = options.lock ? await query.for('key share') : await query;
  return plan;
}
