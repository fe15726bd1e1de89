import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/** The operator ids the stored subscribers, plans, ledger rows and SMS name, sorted. */
export async function storedOperatorIds(db: Db): Promise<string[]> {
  const rows = rowsOf<{ operator_id: string }>(
    await db.execute(sql`
      select operator_id from subscribers
      union select operator_id from plans
      union select operator_id from transactions
      union select operator_id from sms_messages
      order by operator_id`),
  );
  return rows.map((row) => row.operator_id);
}

/**
 * The stored operator ids that the configuration does not serve: a start with them would leave
 * those subscribers without gateways, so it is refused until they are moved
 * (`npm run operators:assign`). Empty when every row names a configured operator.
 */
export async function unservedOperatorIds(db: Db, configured: readonly string[]): Promise<string[]> {
  return (await storedOperatorIds(db)).filter((id) => !configured.includes(id));
}
