import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, timestamptz } from './columns';

/**
 * One operator settlement file checked against the ledger (docs/revenue.md#settlement). The file is
 * known by its SHA-256: importing it again answers with this row and changes nothing. An import
 * that fails (a missing column, a line that does not parse) leaves no row behind.
 */
export const settlementImports = pgTable('settlement_imports', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  sha256: text().notNull().unique('settlement_imports_sha256_unique'),
  fileName: text().notNull(),
  /** `running` while the file is read; `done` once the report is complete. */
  status: text({ enum: ['running', 'done'] })
    .notNull()
    .default('running'),
  /** Who imported it: an admin (id and email) or an ops command (`system`). */
  importedById: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
  importedByLabel: text().notNull(),
  /** Data lines read (the header is not one). */
  lines: integer().notNull().default(0),
  /** The UTC days the file covers: its earliest and latest `charged_at`. */
  coveredFrom: date({ mode: 'string' }),
  coveredTo: date({ mode: 'string' }),
  /** Lines per report group: `{matched, missing_here, missing_there, amount_mismatch, status_mismatch}`. */
  summary: jsonb(),
  /** Totals per day, group and currency: `[{day, group, currency, lines, amount_minor}]`. */
  totals: jsonb(),
  createdAt: createdAt(),
  finishedAt: timestamptz(),
});

/**
 * The lines of a report that need a person: every group but `matched` (matched lines are only
 * counted, so a month of a large base is not stored twice). Amounts in minor units; a side that
 * has no value (a reference unknown here, a charge absent there) is null.
 */
export const settlementReportLines = pgTable(
  'settlement_report_lines',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: integer()
      .notNull()
      .references(() => settlementImports.id, { onDelete: 'cascade' }),
    group: text({ enum: ['missing_here', 'missing_there', 'amount_mismatch', 'status_mismatch'] }).notNull(),
    /** The file's line number (the header is line 1); null for a charge absent from the file. */
    line: integer(),
    day: date({ mode: 'string' }).notNull(),
    reference: text().notNull(),
    msisdn: text(),
    currency: text().notNull(),
    amountThereMinor: bigint({ mode: 'number' }),
    amountHereMinor: bigint({ mode: 'number' }),
    statusThere: text(),
    statusHere: text(),
  },
  (t) => [index('settlement_report_lines_import_idx').on(t.importId, t.group, t.id)],
);

/**
 * The references a running import has read, with their status there: what makes a repeated line
 * visible and lets `missing_there` be one anti-join instead of a set in memory. Emptied when the
 * import ends.
 */
export const settlementSeenReferences = pgTable(
  'settlement_seen_references',
  {
    importId: integer()
      .notNull()
      .references(() => settlementImports.id, { onDelete: 'cascade' }),
    reference: text().notNull(),
    status: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.reference, t.status] })],
);
