import type { Readable } from 'node:stream';
import { SETTLEMENT_MAX_BYTES } from '@sarraf/contracts/admin/settlement-limits';
import type { TSettlementImport } from '@sarraf/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import type { AuditActor } from '../audit';
import { getSettlementImport, presentSettlementImport } from './settlement-imports';
import { queueSettlementImport, settlementImportActive, type SettlementJobDeps } from './settlement-jobs';

/**
 * The back office's upload of a settlement file (docs/revenue.md#settlement), as the admin sees it:
 * refused while another import waits or runs (409) and, before a byte is read, when it says it is
 * larger than SETTLEMENT_MAX_BYTES (413); then stored and queued (`queueSettlementImport`). A header
 * without one of the mapped columns is a 422 naming it; the same file as a finished import answers
 * that import (200); otherwise the queued import (202), which the back office polls.
 */
export async function uploadSettlement(
  deps: Pick<SettlementJobDeps, 'database' | 'jobs'>,
  input: { body: Readable; declaredBytes: number; fileName: string; operatorId: string; actor: AuditActor },
): Promise<{ status: 200 | 202; data: TSettlementImport }> {
  if (await settlementImportActive(deps.database)) throw new HttpError(409, 'settlement_busy');
  if (input.declaredBytes > SETTLEMENT_MAX_BYTES) throw new HttpError(413, 'settlement_file_too_large');
  const upload = await queueSettlementImport(deps, input);
  if (upload.kind === 'refused') {
    const { column } = upload.error.where;
    const key = column ? 'settlement_column_missing' : 'settlement_no_header';
    throw new HttpError(422, key, { file: [key] }, undefined, column ? { column } : undefined);
  }
  if (upload.kind === 'duplicate') {
    const earlier = await getSettlementImport(deps.database.db, upload.importId, true);
    if (!earlier) throw notFound();
    return { status: 200, data: earlier };
  }
  return { status: 202, data: presentSettlementImport(upload.row) };
}
