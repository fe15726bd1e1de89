import { and, asc, eq } from 'drizzle-orm';
import type { TPlan } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/index';
import type { Lang } from '../../lib/messages';
import { presentPlan } from '../subscribers';

/**
 * The plans on sale, in the editors' order (the `SubscriptionsList` of a `Code: 50`): one
 * operator's when `operatorId` is given (docs/operators.md#routing), else every operator's.
 */
export async function listActivePlans(db: Db, lang: Lang = 'ar', operatorId?: string): Promise<TPlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(
      and(eq(plans.active, true), operatorId === undefined ? undefined : eq(plans.operatorId, operatorId)),
    )
    .orderBy(asc(plans.sortOrder), asc(plans.priceMinor), asc(plans.id));
  return rows.map((row) => presentPlan(row, lang));
}
