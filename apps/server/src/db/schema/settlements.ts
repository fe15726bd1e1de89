import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, operatorId, timestamptz } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres hands back a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One operator settlement file checked against the ledger (docs/revenue.md#settlement). The file is
 * known by its SHA-256: importing it again answers with this row and changes nothing. An import
 * that fails (a missing column, a line that does not parse, a worker that stopped too often) leaves
 * no row behind: its reason moves to `settlement_import_failures` under the same id. Each import is
 * one operator's file, matched against that operator's ledger only (docs/operators.md#settlement).
 */
export const settlementImports = pgTable(
  'settlement_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The operator whose file it is. */
    operatorId: operatorId(),
    sha256: text().notNull(),
    fileName: text().notNull(),
    /**
     * `queued` until a worker takes it (the back office's uploads), `running` while the file is
     * read, `done` once the report is complete.
     */
    status: text({ enum: ['queued', 'running', 'done'] })
      .notNull()
      .default('running'),
    /** Who imported it: an admin (id and email) or an ops command (`system`). */
    importedById: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    importedByLabel: text().notNull(),
    /** Data lines read (the header is not one): the progress while it runs. */
    lines: integer().notNull().default(0),
    /** The UTC days the file covers: its earliest and latest `charged_at`. */
    coveredFrom: date({ mode: 'string' }),
    coveredTo: date({ mode: 'string' }),
    /** Lines per report group: `{matched, missing_here, missing_there, amount_mismatch, status_mismatch}`. */
    summary: jsonb(),
    /** Totals per day, group and currency: `[{day, group, currency, lines, amount_minor}]`. */
    totals: jsonb(),
    /** The stored upload (`settlement_files.upload`) a worker reads; null for the ops command's file. */
    upload: uuid(),
    /** The column mapping its header was checked with: every run reads the file through it. */
    columns: jsonb(),
    /** The file's size in bytes. */
    fileBytes: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The current run's token: every write of a run checks it, so a run that was taken over (its
     * worker silent past SETTLEMENT_STALE_S) can no longer write.
     */
    run: uuid(),
    /** Runs started: a file whose worker stopped this many times is failed instead of started again. */
    attempts: integer().notNull().default(0),
    /** When the current run took the import, and the process running it (`host:pid`). */
    lockedAt: timestamptz(),
    lockedBy: text(),
    /** The current run's last sign of life (each batch of lines, and a timer between). */
    heartbeatAt: timestamptz().notNull().defaultNow(),
    createdAt: createdAt(),
    finishedAt: timestamptz(),
  },
  (t) => [
    // The same file of the same operator is the same import; two operators' files are two.
    unique('settlement_imports_operator_sha256_unique').on(t.operatorId, t.sha256),
    // One import waits or runs at a time, whichever process received it: a second one would only
    // slow both, each reading the ledger side of a month.
    uniqueIndex('settlement_imports_one_active')
      .on(sql`(true)`)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * An uploaded settlement file, in parts of at most 1 MiB each gzipped, readable by a worker on any
 * replica.
 * Deleted once its import is done or failed.
 */
export const settlementFiles = pgTable(
  'settlement_files',
  {
    upload: uuid().notNull(),
    part: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.upload, t.part] })],
);

/**
 * Why an import failed: its row and report are gone (a failed import keeps nothing), this stays
 * under the same id so that a poll from any replica, and the list, show the reason.
 */
export const settlementImportFailures = pgTable('settlement_import_failures', {
  /** The failed import's id. */
  id: integer().primaryKey(),
  /** The operator whose file it was. */
  operatorId: operatorId(),
  sha256: text().notNull(),
  fileName: text().notNull(),
  importedById: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
  importedByLabel: text().notNull(),
  /** The message key of the reason (`settlement_line_unreadable`…). */
  reason: text().notNull(),
  /** The reason as staff read it in Arabic, with its line and limit filled in. */
  message: text().notNull(),
  /** The importer's own line, naming the column or the line. */
  detail: text().notNull(),
  line: integer(),
  /** The limit a file went past (days or currencies). */
  limitValue: integer(),
  /** Runs started before it failed. */
  attempts: integer().notNull().default(1),
  /** When the import was created. */
  createdAt: timestamptz().notNull(),
  finishedAt: createdAt(),
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
