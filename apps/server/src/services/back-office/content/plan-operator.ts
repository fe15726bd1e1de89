import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { keywordOptIns, subscriptions, transactions } from '../../../db/schema/index';
import type { Config } from '../../../env';
import { unprocessable } from '../../../lib/http-error';

/**
 * Whether anyone ever bought the plan or is about to: a subscription on it, a ledger row that
 * charged it, or an SMS opt-in waiting for its `نعم`. Such a plan stays with its operator, since
 * its subscribers, their ledger rows and the revenue counted per plan are filed under that operator.
 */
async function planInUse(tx: Tx, planId: string): Promise<boolean> {
  const [subscription] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.planId, planId))
    .limit(1);
  if (subscription) return true;
  const [optIn] = await tx
    .select({ id: keywordOptIns.id })
    .from(keywordOptIns)
    .where(and(eq(keywordOptIns.planId, planId), eq(keywordOptIns.status, 'pending')))
    .limit(1);
  if (optIn) return true;
  // No index on the ledger's plan: read only when an admin moves a plan, which is rare.
  const [charged] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.planId, planId))
    .limit(1);
  return Boolean(charged);
}

/**
 * The operator a plan is filed under after a back-office write (docs/operators.md#plans). A new
 * plan names one of the configured operators, and may leave it out only when there is one; an
 * edit that leaves it out keeps the plan's. Moving a plan that is in use to another operator is
 * refused: its subscribers pay through their own operator, so the plan they agreed to stays that
 * operator's, and another operator gets a plan of its own. `current` is the plan's row, locked.
 */
export async function planOperatorOf(
  tx: Tx,
  config: Pick<Config, 'operators'>,
  requested: string | undefined,
  current?: { id: string; operatorId: string },
): Promise<string> {
  if (requested === undefined) {
    if (current) return current.operatorId;
    const [only, ...others] = config.operators;
    if (only && others.length === 0) return only.id;
    throw unprocessable({ operator_id: ['plan_operator_required'] });
  }
  if (!config.operators.some((operator) => operator.id === requested)) {
    throw unprocessable({ operator_id: ['plan_operator_unknown'] });
  }
  if (current && current.operatorId !== requested && (await planInUse(tx, current.id))) {
    throw unprocessable({ operator_id: ['plan_operator_in_use'] });
  }
  return requested;
}
