import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  TPageMeta,
  TPageQuery,
  TSettlementImport,
  TSettlementImportDetail,
  TSettlementLinesQuery,
  TSettlementReportLine,
  TSettlementSummary,
  TSettlementTotal,
} from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { settlementImportFailures, settlementImports, settlementReportLines } from '../../db/schema/index';
import type { Lang } from '../../lib/messages';
import { rowsOf } from '../../lib/sql-rows';
import { iso, pageMeta } from '../../lib/query-helpers';
import { presentSettlementFailure } from './settlement-failures';

type ImportRow = typeof settlementImports.$inferSelect;

/**
 * An import as the back office sees it: one waiting for a worker is `running` to it as well (a
 * failed one has no row: see `settlement_import_failures`).
 */
export function presentSettlementImport(row: ImportRow, duplicate = false): TSettlementImport {
  return {
    id: row.id,
    operator_id: row.operatorId,
    file_name: row.fileName,
    status: row.status === 'done' ? 'done' : 'running',
    duplicate,
    error: null,
    error_detail: null,
    lines: row.lines,
    covered_from: row.coveredFrom,
    covered_to: row.coveredTo,
    summary: (row.summary as TSettlementSummary | null) ?? null,
    imported_by: row.importedByLabel,
    imported_by_id: row.importedById,
    created_at: row.createdAt.toISOString(),
    finished_at: iso(row.finishedAt),
  };
}

/** Settlement imports and failed imports (they share ids), newest first. */
export async function listSettlementImports(
  db: Db,
  query: TPageQuery & { operator?: string | undefined },
  lang: Lang,
): Promise<{ data: TSettlementImport[]; meta: TPageMeta }> {
  const imported = query.operator ? eq(settlementImports.operatorId, query.operator) : undefined;
  const failed = query.operator ? eq(settlementImportFailures.operatorId, query.operator) : undefined;
  const [page, [imports], [failures]] = await Promise.all([
    db.execute(sql`
      select id, false as failed from ${settlementImports} ${imported ? sql`where ${imported}` : sql``}
      union all
      select id, true as failed from ${settlementImportFailures} ${failed ? sql`where ${failed}` : sql``}
      order by id desc
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`),
    db.select({ value: count() }).from(settlementImports).where(imported),
    db.select({ value: count() }).from(settlementImportFailures).where(failed),
  ]);
  const ids = rowsOf<{ id: number; failed: boolean }>(page);
  const importIds = ids.filter((row) => !row.failed).map((row) => row.id);
  const failureIds = ids.filter((row) => row.failed).map((row) => row.id);
  const [importRows, failureRows] = await Promise.all([
    importIds.length
      ? db.select().from(settlementImports).where(inArray(settlementImports.id, importIds))
      : [],
    failureIds.length
      ? db.select().from(settlementImportFailures).where(inArray(settlementImportFailures.id, failureIds))
      : [],
  ]);
  const shown = new Map<number, TSettlementImport>();
  for (const row of importRows) shown.set(row.id, presentSettlementImport(row));
  for (const row of failureRows) {
    const { totals: _totals, ...failure } = presentSettlementFailure(row, lang);
    shown.set(row.id, failure);
  }
  return {
    data: [...shown.values()].sort((a, b) => b.id - a.id),
    meta: pageMeta(query.page, query.per_page, (imports?.value ?? 0) + (failures?.value ?? 0)),
  };
}

/** One import with its totals per day, group and currency; null when there is no such import. */
export async function getSettlementImport(
  db: Db,
  id: number,
  duplicate = false,
): Promise<TSettlementImportDetail | null> {
  const [row] = await db.select().from(settlementImports).where(eq(settlementImports.id, id));
  if (!row) return null;
  return {
    ...presentSettlementImport(row, duplicate),
    totals: (row.totals as TSettlementTotal[] | null) ?? [],
  };
}

/** An import, or the reason it failed, read from the database (any replica answers the poll). */
export async function getSettlementImportOrFailure(
  db: Db,
  id: number,
  lang: Lang,
): Promise<TSettlementImportDetail | null> {
  const found = await getSettlementImport(db, id);
  if (found) return found;
  const [failure] = await db
    .select()
    .from(settlementImportFailures)
    .where(eq(settlementImportFailures.id, id));
  return failure ? presentSettlementFailure(failure, lang) : null;
}

/** An import's lines that need a person, in the file's order (absent charges last), one group or all. */
export async function listSettlementReportLines(
  db: Db,
  importId: number,
  query: TSettlementLinesQuery,
): Promise<{ data: TSettlementReportLine[]; meta: TPageMeta }> {
  const where = and(
    eq(settlementReportLines.importId, importId),
    query.group ? eq(settlementReportLines.group, query.group) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(settlementReportLines)
      .where(where)
      .orderBy(asc(settlementReportLines.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(settlementReportLines).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      group: row.group,
      line: row.line,
      day: row.day,
      reference: row.reference,
      msisdn: row.msisdn,
      currency: row.currency,
      amount_there_minor: row.amountThereMinor === null ? null : Number(row.amountThereMinor),
      amount_here_minor: row.amountHereMinor === null ? null : Number(row.amountHereMinor),
      status_there: row.statusThere,
      status_here: row.statusHere,
    })),
    meta: pageMeta(query.page, query.per_page, total?.value ?? 0),
  };
}
