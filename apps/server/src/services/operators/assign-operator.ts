import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { recordAudit } from '../audit';

export interface OperatorMove {
  subscribers: number;
  plans: number;
  transactions: number;
  sms: number;
}

/** A move the configuration cannot take: an operator it does not serve, or no move at all. */
export class OperatorAssignError extends Error {
  override name = 'OperatorAssignError';
}

/**
 * `npm run operators:assign -- --from ID --to ID` (docs/operators.md#moving-rows): files every
 * subscriber, plan, ledger row and SMS of one operator under another, in one transaction, with an audit
 * row counting what moved. The ledger rows keep what was charged; only the operator they are
 * counted under changes (the one change the ledger's guard allows a settled row).
 */
export async function assignOperator(
  db: Db,
  move: { from: string; to: string; configured: readonly string[] },
): Promise<OperatorMove> {
  if (move.from === move.to) throw new OperatorAssignError('--from and --to name the same operator');
  if (!move.configured.includes(move.to)) {
    throw new OperatorAssignError(
      `--to ${move.to} is not an operator of this deployment (${move.configured.join(', ')})`,
    );
  }
  return db.transaction(async (tx) => {
    // Counted inside the database: a ledger of millions of rows is moved without reading it.
    const moveTable = async (table: 'subscribers' | 'plans' | 'transactions' | 'sms_messages') =>
      rowsOf<{ moved: number }>(
        await tx.execute(sql`
          with moved as (
            update ${sql.identifier(table)} set operator_id = ${move.to}
            where operator_id = ${move.from} returning 1
          )
          select count(*)::int as moved from moved`),
      )[0]!.moved;
    const moved = {
      subscribers: await moveTable('subscribers'),
      plans: await moveTable('plans'),
      transactions: await moveTable('transactions'),
      // A queued SMS goes out through the operator its number is filed under now.
      sms: await moveTable('sms_messages'),
    };
    await recordAudit(
      tx,
      { type: 'system', label: 'operators:assign' },
      {
        action: 'operator.assign',
        entity: 'operator',
        entityId: move.to,
        before: { operator_id: move.from },
        after: moved,
      },
    );
    return moved;
  });
}
