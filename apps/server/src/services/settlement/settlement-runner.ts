import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { SETTLEMENT_MAX_CURRENCIES, SETTLEMENT_MAX_DAYS } from '@sarraf/contracts/admin/settlement-limits';
import type { Database } from '../../db/client';
import type { settlementImports } from '../../db/schema/index';
import type { MessageKey } from '../../lib/messages';
import type { AuditActor } from '../back-office/record-audit';
import { importSettlement } from './import-settlement';
import { SettlementFileError } from './settlement-file-error';
import type { SettlementColumns } from './settlement-line';

/**
 * Why a started import failed. Its row is gone by design (a failed import leaves nothing), so the
 * reason lives in the memory of the process that ran it, keyed by the import's id, until the
 * process restarts or enough later failures push it out.
 */
export interface SettlementFailure {
  importId: number;
  fileName: string;
  actor: AuditActor;
  createdAt: Date;
  finishedAt: Date;
  reason: MessageKey;
  line: number | null;
  /** The limit a file went past (days or currencies), for the message that names it. */
  limit: number | null;
  /** The importer's own line, naming the column or the line. */
  detail: string;
}

export interface SettlementRunner {
  /** True while an import runs in this process. */
  readonly busy: boolean;
  /**
   * Starts an import of a file this runner now owns (it deletes it when done) and resolves as soon
   * as the import's row exists, or with the earlier import when the file was imported before.
   * Rejects when the import could not start; after the start, a failure is kept for `failureOf`.
   */
  start(input: {
    path: string;
    fileName: string;
    columns: SettlementColumns;
    actor: AuditActor;
  }): Promise<SettlementStart>;
  failureOf(importId: number): SettlementFailure | undefined;
  /** Waits for the running import, so the database is not closed under it. */
  close(): Promise<void>;
}

/** The import as it started (`running`), or the earlier import of the same file. */
export type SettlementStart =
  | { duplicate: false; started: typeof settlementImports.$inferSelect }
  | { duplicate: true; importId: number };

/** The back office's words for why an import failed. */
function reasonOf(fileError: SettlementFileError | null): MessageKey {
  if (!fileError) return 'settlement_import_crashed';
  if (fileError.where.limit === 'days') return 'settlement_too_many_days';
  if (fileError.where.limit === 'currencies') return 'settlement_too_many_currencies';
  return fileError.where.line ? 'settlement_line_unreadable' : 'settlement_file_unreadable';
}

// Enough to answer every poll of recent failures; a few kilobytes.
const FAILURES_KEPT = 100;

/**
 * Runs the back office's settlement imports in the background of this process, one at a time: an
 * import reads the whole ledger side of a month and a second one would only slow both, and two
 * uploads of the same file at once would start it over under each other (docs/revenue.md#settlement).
 */
export function createSettlementRunner(deps: {
  database: Database;
  log: FastifyBaseLogger;
  /** TIME_ZONE: the days of the report. */
  timeZone: string;
}): SettlementRunner {
  let running: Promise<void> | null = null;
  const failures = new Map<number, SettlementFailure>();

  const remember = (failure: SettlementFailure) => {
    failures.set(failure.importId, failure);
    for (const oldest of failures.keys()) {
      if (failures.size <= FAILURES_KEPT) break;
      failures.delete(oldest);
    }
  };

  return {
    get busy() {
      return running !== null;
    },
    start(input) {
      return new Promise((resolve, reject) => {
        let startedId: number | null = null;
        const createdAt = new Date();
        // Kept before the import deletes its row (importSettlement's onFailure), so that a poll
        // finds the row or the failure, never neither.
        const fail = (error: unknown) => {
          if (startedId === null || failures.has(startedId)) return;
          const fileError = error instanceof SettlementFileError ? error : null;
          if (!fileError)
            deps.log.error({ err: error, settlementImport: startedId }, 'settlement import failed');
          remember({
            importId: startedId,
            fileName: input.fileName,
            actor: input.actor,
            createdAt,
            finishedAt: new Date(),
            reason: reasonOf(fileError),
            line: fileError?.where.line ?? null,
            limit:
              fileError?.where.limit === 'days'
                ? SETTLEMENT_MAX_DAYS
                : fileError?.where.limit === 'currencies'
                  ? SETTLEMENT_MAX_CURRENCIES
                  : null,
            detail: fileError ? fileError.message : 'internal error',
          });
        };
        const work = importSettlement(deps, {
          ...input,
          onStart: (started) => {
            startedId = started.id;
            resolve({ duplicate: false, started });
          },
          onFailure: fail,
        })
          .then((result) => {
            if (startedId === null) resolve({ duplicate: true, importId: result.importId });
          })
          .catch((error: unknown) => {
            if (startedId === null) return reject(error instanceof Error ? error : new Error(String(error)));
            // Already kept, unless the import failed where it could not say so first.
            fail(error);
          })
          .finally(async () => {
            running = null;
            await rm(input.path, { force: true });
          });
        running = work;
      });
    },
    failureOf(importId) {
      return failures.get(importId);
    },
    async close() {
      await running;
    },
  };
}
