import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client';
import { settlementReportCsv, settlementTotalsCsv } from './settlement-report-csv';

/**
 * Writes an import's report where the ops command can point at it: `DATA_DIR/settlements/
 * settlement-<id>.csv` (the lines that need a person) beside `…-totals.csv` (per day and group).
 * Returns the report's path.
 */
export async function writeSettlementReport(db: Db, dataDir: string, importId: number): Promise<string> {
  const dir = path.join(dataDir, 'settlements');
  mkdirSync(dir, { recursive: true });
  const report = path.join(dir, `settlement-${importId}.csv`);
  await pipeline(Readable.from(settlementReportCsv(db, importId)), createWriteStream(report));
  await pipeline(
    Readable.from([(await settlementTotalsCsv(db, importId)) ?? '']),
    createWriteStream(path.join(dir, `settlement-${importId}-totals.csv`)),
  );
  return report;
}
