import { SETTLEMENT_MAX_CURRENCIES, SETTLEMENT_MAX_DAYS } from '@sarraf/contracts/admin/settlement-limits';
import type { TSettlementImportDetail } from '@sarraf/contracts';
import type { settlementImportFailures } from '../../db/schema/index';
import { translate, type Lang, type MessageKey } from '../../lib/messages';
import { SettlementFileError } from './settlement-file-error';

/** An import given up: the process running it stopped too often, or its file is not stored to start over. */
export class SettlementAbandoned extends Error {
  override name = 'SettlementAbandoned';
}

/** Why an import failed, in the words staff read and the importer's own line. */
export interface SettlementFailure {
  reason: MessageKey;
  line: number | null;
  /** The limit a file went past (days or currencies), for the message that names it. */
  limit: number | null;
  detail: string;
}

/** The back office's reason for an error that ended an import. */
export function settlementFailureOf(error: unknown): SettlementFailure {
  if (!(error instanceof SettlementFileError)) {
    const detail = error instanceof SettlementAbandoned ? error.message : 'internal error';
    return { reason: 'settlement_import_crashed', line: null, limit: null, detail };
  }
  const { where } = error;
  return {
    reason:
      where.limit === 'days'
        ? 'settlement_too_many_days'
        : where.limit === 'currencies'
          ? 'settlement_too_many_currencies'
          : where.line
            ? 'settlement_line_unreadable'
            : 'settlement_file_unreadable',
    line: where.line ?? null,
    limit:
      where.limit === 'days'
        ? SETTLEMENT_MAX_DAYS
        : where.limit === 'currencies'
          ? SETTLEMENT_MAX_CURRENCIES
          : null,
    detail: error.message,
  };
}

/** The reason in a language, its line and limit filled in. */
export function settlementFailureText(
  failure: Pick<SettlementFailure, 'reason' | 'line' | 'limit'>,
  lang: Lang,
) {
  return translate(failure.reason, lang)
    .replace('{line}', String(failure.line ?? ''))
    .replace('{limit}', String(failure.limit ?? ''));
}

const isMessageKey = (reason: string): reason is MessageKey => reason.startsWith('settlement_');

/** A failed import as the back office shows it: nothing of its report was kept. */
export function presentSettlementFailure(
  row: typeof settlementImportFailures.$inferSelect,
  lang: Lang,
): TSettlementImportDetail {
  return {
    id: row.id,
    operator_id: row.operatorId,
    file_name: row.fileName,
    status: 'failed',
    duplicate: false,
    error: isMessageKey(row.reason)
      ? settlementFailureText({ reason: row.reason, line: row.line, limit: row.limitValue }, lang)
      : row.message,
    error_detail: row.detail,
    lines: 0,
    covered_from: null,
    covered_to: null,
    summary: null,
    imported_by: row.importedByLabel,
    imported_by_id: row.importedById,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt.toISOString(),
    totals: [],
  };
}
