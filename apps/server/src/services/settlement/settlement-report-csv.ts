import { and, asc, eq, gt } from 'drizzle-orm';
import { minorToDecimal } from '@sarraf/contracts/money';
import type { Db } from '../../db/client';
import { settlementImports, settlementReportLines } from '../../db/schema/index';
import { csvRow } from '../../lib/csv';
import type { SettlementTotal } from './import-settlement';

const PAGE = 5000;

const amount = (minor: number | null, currency: string) =>
  minor === null ? '' : minorToDecimal(minor, currency);

export const SETTLEMENT_REPORT_HEADER =
  'group,line,day,reference,msisdn,amount_there,amount_here,currency,status_there,status_here';

/**
 * The lines of a report that need a person, as CSV (docs/revenue.md#the-report): read from the
 * database a page at a time, so a report of any size streams out in constant memory. Amounts in
 * major units like the operator's file. Every cell is formula-safe (lib/csv.ts): references and
 * numbers come from the operator's file, and the report is opened in a spreadsheet.
 */
export async function* settlementReportCsv(db: Db, importId: number): AsyncGenerator<string> {
  yield `${SETTLEMENT_REPORT_HEADER}\n`;
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(settlementReportLines)
      .where(and(eq(settlementReportLines.importId, importId), gt(settlementReportLines.id, after)))
      .orderBy(asc(settlementReportLines.id))
      .limit(PAGE);
    if (page.length === 0) break;
    after = page.at(-1)!.id;
    yield page
      .map(
        (row) =>
          csvRow([
            row.group,
            row.line,
            row.day,
            row.reference,
            row.msisdn,
            amount(row.amountThereMinor, row.currency),
            amount(row.amountHereMinor, row.currency),
            row.currency,
            row.statusThere,
            row.statusHere,
          ]) + '\n',
      )
      .join('');
  }
}

/** The totals per day, group and currency, as CSV: what a month's settlement says at a glance. */
export async function settlementTotalsCsv(db: Db, importId: number): Promise<string | null> {
  const [row] = await db
    .select({ totals: settlementImports.totals })
    .from(settlementImports)
    .where(eq(settlementImports.id, importId));
  if (!row) return null;
  const totals = (row.totals ?? []) as SettlementTotal[];
  return (
    [
      'day,group,currency,lines,amount',
      ...totals.map((total) =>
        csvRow([
          total.day,
          total.group,
          total.currency,
          total.lines,
          minorToDecimal(total.amount_minor, total.currency),
        ]),
      ),
    ].join('\n') + '\n'
  );
}
