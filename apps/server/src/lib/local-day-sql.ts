import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A zone as an SQL literal. Written into the statement rather than bound: a `group by` must repeat
 * the selected expression exactly, and two bound parameters ($1, $2) are two expressions to
 * PostgreSQL. The zone is TIME_ZONE, checked against the runtime's zone names at start (env/locale.ts);
 * quotes are doubled all the same.
 */
export const zoneLiteral = (zone: string): SQL => sql.raw(`'${zone.replace(/'/g, "''")}'`);

/**
 * The calendar day in `zone` of a `timestamptz` column, as SQL `date` (the service's days:
 * lib/local-time.ts). PGlite and PostgreSQL both carry the IANA zone data.
 */
export const localDayOf = (column: SQLWrapper, zone: string): SQL<string> =>
  sql<string>`((${column}) at time zone ${zoneLiteral(zone)})::date`;
