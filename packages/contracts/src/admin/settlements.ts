import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData, ZPaged } from '../common/envelope';
import { ZCurrencyCode, ZIsoDate, ZOperatorId, ZRecordId, ZTimestamp } from '../common/fields';
import { ZId, ZPageQuery } from '../common/query';
import {
  SETTLEMENT_FIELDS,
  SETTLEMENT_GROUPS,
  SETTLEMENT_MAX_BYTES,
  type TSettlementField,
} from './settlement-limits';

/**
 * The operator's settlement file checked against the ledger (docs/revenue.md#settlement): upload,
 * the imports and their reports, the column mapping. Admins only.
 */

export const ZSettlementGroup = z.enum(SETTLEMENT_GROUPS);
/** The groups whose lines are kept (matched lines are only counted). */
export const ZSettlementProblemGroup = z.enum([
  'missing_here',
  'missing_there',
  'amount_mismatch',
  'status_mismatch',
]);

/** The file's column name for each of the six fields (docs/revenue.md#column-mapping). */
export const ZSettlementColumns = z.strictObject(
  Object.fromEntries(SETTLEMENT_FIELDS.map((field) => [field, z.string().trim().min(1).max(100)])) as Record<
    TSettlementField,
    z.ZodString
  >,
);
export type TSettlementColumns = z.infer<typeof ZSettlementColumns>;

/** Data lines read and lines per report group. */
export const ZSettlementSummary = z.object({
  lines: z.int().min(0),
  matched: z.int().min(0),
  missing_here: z.int().min(0),
  missing_there: z.int().min(0),
  amount_mismatch: z.int().min(0),
  status_mismatch: z.int().min(0),
});
export type TSettlementSummary = z.infer<typeof ZSettlementSummary>;

/** Lines and money of one group on one UTC day in one currency (amount in minor units). */
export const ZSettlementTotal = z.object({
  day: ZIsoDate,
  group: ZSettlementGroup,
  currency: ZCurrencyCode,
  lines: z.int().min(0),
  amount_minor: z.int().min(0),
});
export type TSettlementTotal = z.infer<typeof ZSettlementTotal>;

/**
 * One import. `running` while the file is read (poll it), `done` with its summary, or `failed`
 * with the one-line reason (a line that does not parse; nothing of it was kept).
 */
export const ZSettlementImport = z.object({
  id: ZRecordId,
  /** The operator whose file it is; its lines are matched against that operator's ledger only. */
  operator_id: ZOperatorId,
  file_name: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  /** The same file (by its SHA-256) was imported before: this is its first report, nothing changed. */
  duplicate: z.boolean(),
  /** Why a failed import failed, for a person (Arabic unless English was asked for). */
  error: z.string().nullable(),
  /** The same reason as the importer states it, naming the column or the line. */
  error_detail: z.string().nullable(),
  lines: z.int().min(0),
  /** The UTC days the file covers: its earliest and latest `charged_at`. */
  covered_from: ZIsoDate.nullable(),
  covered_to: ZIsoDate.nullable(),
  summary: ZSettlementSummary.nullable(),
  /** Who imported it: an admin's email, or the ops command. */
  imported_by: z.string(),
  imported_by_id: ZRecordId.nullable(),
  created_at: ZTimestamp,
  finished_at: ZTimestamp.nullable(),
});
export type TSettlementImport = z.infer<typeof ZSettlementImport>;

/** An import with its totals per day, group and currency. */
export const ZSettlementImportDetail = ZSettlementImport.extend({ totals: z.array(ZSettlementTotal) });
export type TSettlementImportDetail = z.infer<typeof ZSettlementImportDetail>;

/** A report line that needs a person; a side with no value is null (amounts in minor units). */
export const ZSettlementReportLine = z.object({
  id: ZRecordId,
  group: ZSettlementProblemGroup,
  /** The file's line number (the header is line 1); null for a charge absent from the file. */
  line: z.int().min(1).nullable(),
  day: ZIsoDate,
  reference: z.string(),
  msisdn: z.string().nullable(),
  currency: z.string(),
  amount_there_minor: z.int().nullable(),
  amount_here_minor: z.int().nullable(),
  status_there: z.string().nullable(),
  status_here: z.string().nullable(),
});
export type TSettlementReportLine = z.infer<typeof ZSettlementReportLine>;

export const ZSettlementIdParams = z.object({ id: ZId });

export const ZSettlementUploadQuery = z.object({
  /** The file's name as the person chose it, kept to recognise the import by. */
  file_name: z.string().trim().min(1).max(200).default('settlement.csv'),
  /** Whose file it is: required when the service has more than one operator (422 without it). */
  operator: ZOperatorId.optional(),
});

export const ZSettlementLinesQuery = ZPageQuery.extend({ group: ZSettlementProblemGroup.optional() });
export type TSettlementLinesQuery = z.infer<typeof ZSettlementLinesQuery>;

export const ZSettlementColumnSettings = z.object({
  columns: ZSettlementColumns,
  /** The mappings of the files our own drivers' operators send: `http`, `oneapi`. */
  presets: z.record(z.string(), ZSettlementColumns),
});
export type TSettlementColumnSettings = z.infer<typeof ZSettlementColumnSettings>;

export const adminUploadSettlement = defineContract({
  method: 'POST',
  path: '/api/admin/settlements',
  summary:
    "Back office: imports the operator's settlement file (the CSV itself as the body, Content-Type text/csv, at most 1 GiB); 202 with the running import, 200 with the earlier import of the same file, 422 naming a missing column",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  query: ZSettlementUploadQuery,
  // Stored as it streams in: never buffered, never parsed as JSON.
  rawBody: {
    kind: 'stream',
    contentTypes: ['text/csv', 'application/octet-stream'],
    maxBytes: SETTLEMENT_MAX_BYTES,
  },
  status: 202,
  otherStatuses: [200],
  response: ZData(ZSettlementImport),
});

export const adminListSettlements = defineContract({
  method: 'GET',
  path: '/api/admin/settlements',
  summary: 'Back office: settlement imports, newest first',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  query: ZPageQuery.extend({
    /** One operator's imports only. */
    operator: ZOperatorId.optional(),
  }),
  response: ZPaged(ZSettlementImport),
});

export const adminGetSettlement = defineContract({
  method: 'GET',
  path: '/api/admin/settlements/:id',
  summary: 'Back office: one settlement import with its summary and totals per day',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: ZSettlementIdParams,
  response: ZData(ZSettlementImportDetail),
});

export const adminListSettlementLines = defineContract({
  method: 'GET',
  path: '/api/admin/settlements/:id/lines',
  summary: "Back office: an import's report lines that need a person, by group",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: ZSettlementIdParams,
  query: ZSettlementLinesQuery,
  response: ZPaged(ZSettlementReportLine),
});

export const adminDownloadSettlementReport = defineContract({
  method: 'GET',
  path: '/api/admin/settlements/:id/report.csv',
  summary: "Back office: an import's report lines as CSV (text/csv, an attachment)",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: ZSettlementIdParams,
  paramsNotFound: true,
  // Streamed as it is read: a report can run to millions of lines.
  produces: [{ kind: 'stream', contentTypes: ['text/csv; charset=utf-8'], attachment: true }],
  response: z.string(),
});

export const adminDownloadSettlementTotals = defineContract({
  method: 'GET',
  path: '/api/admin/settlements/:id/totals.csv',
  summary: "Back office: an import's totals per day, group and currency as CSV (text/csv, an attachment)",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: ZSettlementIdParams,
  paramsNotFound: true,
  produces: [{ kind: 'text', contentType: 'text/csv; charset=utf-8', attachment: true }],
  response: z.string(),
});

export const adminGetSettlementColumns = defineContract({
  method: 'GET',
  path: '/api/admin/settlements/columns',
  summary: "Back office: the settlement file's column mapping and the presets",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  response: ZData(ZSettlementColumnSettings),
});

export const adminUpdateSettlementColumns = defineContract({
  method: 'PUT',
  path: '/api/admin/settlements/columns',
  summary: "Back office: saves the settlement file's column mapping (audited)",
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  body: z.object({ columns: ZSettlementColumns }),
  response: ZData(ZSettlementColumnSettings),
});
