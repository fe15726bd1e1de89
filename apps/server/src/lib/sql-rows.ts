/**
 * The rows of a raw `db.execute(sql…)` result. Both drivers answer `{rows}`, but the one `Db` type
 * they share (db/client.ts) leaves the result untyped; this is the one place that says so. Raw
 * results are not mapped by Drizzle: select timestamps as text or epoch numbers, cast counts `::int`.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
