import { and, asc, count, desc, eq } from 'drizzle-orm';
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
import { settlementImports, settlementReportLines } from '../../db/schema/index';
import { iso, pageMeta } from '../back-office/operations/query-helpers';

type ImportRow = typeof settlementImports.$inferSelect;

/** An import as the back office sees it (a failed one never has a row: see the settlement runner). */
export function presentSettlementImport(row: ImportRow, duplicate = false): TSettlementImport {
  return {
    id: row.id,
    file_name: row.fileName,
    status: row.status,
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

/** Settlement imports, newest first. */
export async function listSettlementImports(
  db: Db,
  query: TPageQuery,
): Promise<{ data: TSettlementImport[]; meta: TPageMeta }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(settlementImports)
      .orderBy(desc(settlementImports.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(settlementImports),
  ]);
  return {
    data: rows.map((row) => presentSettlementImport(row)),
    meta: pageMeta(query.page, query.per_page, total?.value ?? 0),
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
