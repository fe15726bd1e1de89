import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { getSettlementImport } from './settlement-imports';
import { settlementReportCsv, settlementTotalsCsv } from './settlement-report-csv';

/**
 * A finished import's report lines as CSV, produced as it is read (a report can run to millions of
 * lines), with the file's name; no such import 404, one still running 409.
 */
export async function settlementReportDownload(
  db: Db,
  importId: number,
): Promise<{ fileName: string; csv: AsyncGenerator<string> }> {
  await requireFinished(db, importId);
  return { fileName: `settlement-${importId}.csv`, csv: settlementReportCsv(db, importId) };
}

/** A finished import's totals per day, group and currency as CSV, with the file's name. */
export async function settlementTotalsDownload(
  db: Db,
  importId: number,
): Promise<{ fileName: string; csv: string }> {
  await requireFinished(db, importId);
  return {
    fileName: `settlement-${importId}-totals.csv`,
    csv: (await settlementTotalsCsv(db, importId)) ?? '',
  };
}

async function requireFinished(db: Db, importId: number): Promise<void> {
  const found = await getSettlementImport(db, importId);
  if (!found) throw notFound();
  if (found.status !== 'done') throw new HttpError(409, 'settlement_running');
}
