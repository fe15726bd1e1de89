// The public face of services/settlement/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export {
  importSettlement,
  reconcileSettlement,
  SettlementBusyError,
  SettlementFileError,
  SettlementRunTakenOver,
} from './import-settlement';
export { saveSettlementColumns } from './save-settlement-columns';
export { readSettlementColumns } from './settlement-columns';
export { readSettlementFile } from './settlement-files';
export {
  getSettlementImport,
  getSettlementImportOrFailure,
  listSettlementImports,
  listSettlementReportLines,
  presentSettlementImport,
} from './settlement-imports';
export {
  advanceSettlementImport,
  queueSettlementImport,
  SETTLEMENT_MAX_ATTEMPTS,
  settlementImportActive,
  type SettlementJobDeps,
  sweepSettlementImports,
} from './settlement-jobs';
export { SETTLEMENT_PRESETS, type SettlementColumns } from './settlement-line';
export { settlementReportDownload, settlementTotalsDownload } from './settlement-downloads';
export { settlementReportCsv, settlementTotalsCsv } from './settlement-report-csv';
export { writeSettlementReport } from './settlement-report-file';
export { uploadSettlement } from './upload-settlement';
