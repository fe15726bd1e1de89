import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/**
 * The distinct operator ids of an indexed column, read as a skip through its index (one lookup per
 * id, not a scan of the table): every start runs this over a ledger of millions of rows.
 */
const distinctOperators = (table: 'subscribers' | 'transactions') => sql`(
  with recursive ids as (
    (select operator_id from ${sql.identifier(table)} order by operator_id limit 1)
    union all
    select (select t.operator_id from ${sql.identifier(table)} t
            where t.operator_id > ids.operator_id order by t.operator_id limit 1)
    from ids where ids.operator_id is not null
  )
  select operator_id from ids where operator_id is not null
)`;

/** The operator ids the stored subscribers, plans and ledger rows name, sorted. */
export async function storedOperatorIds(db: Db): Promise<string[]> {
  const rows = rowsOf<{ operator_id: string }>(
    await db.execute(sql`
      select operator_id from ${distinctOperators('subscribers')} s
      union select operator_id from ${distinctOperators('transactions')} t
      union select operator_id from plans
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
