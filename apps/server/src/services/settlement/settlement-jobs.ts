import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Readable } from 'node:stream';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SETTLEMENT_MAX_BYTES } from '@sarraf/contracts/admin/settlement-limits';
import type { Database } from '../../db/client';
import { settlementImports, settlementReportLines, settlementSeenReferences } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { AuditActor } from '../audit';
import type { JobRequests } from '../job-requests';
import {
  failSettlementImport,
  isStale,
  isUniqueViolation,
  reconcileSettlement,
  SettlementRunTakenOver,
} from './import-settlement';
import { readSettlementColumns } from './settlement-columns';
import { SettlementFileError } from './settlement-file-error';
import { SettlementAbandoned } from './settlement-failures';
import {
  deleteOrphanSettlementFiles,
  deleteSettlementFile,
  readSettlementFile,
  storeSettlementFile,
} from './settlement-files';
import { checkSettlementHeader } from './settlement-header';
import type { SettlementColumns } from './settlement-line';

type ImportRow = typeof settlementImports.$inferSelect;

/** Runs a file may start before it is failed: a file that stops its worker every time is not retried for ever. */
export const SETTLEMENT_MAX_ATTEMPTS = 3;

const active = inArray(settlementImports.status, ['queued', 'running']);

export interface SettlementJobDeps {
  database: Database;
  log: FastifyBaseLogger;
  jobs: Pick<JobRequests, 'advanceSettlementImport'>;
  /** TIME_ZONE: the days of the report. */
  timeZone: string;
  /** SETTLEMENT_STALE_S: a run silent this long is taken over. */
  staleS: number;
}

/** Whether an import waits or runs now, on any replica. */
export async function settlementImportActive(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({ id: settlementImports.id })
    .from(settlementImports)
    .where(active)
    .limit(1);
  return Boolean(row);
}

export type SettlementUpload =
  | { kind: 'refused'; error: SettlementFileError }
  | { kind: 'duplicate'; importId: number }
  | { kind: 'queued'; row: ImportRow };

/**
 * The back office's upload (docs/revenue.md#settlement): stores the file in the database as it
 * arrives (at most SETTLEMENT_MAX_BYTES, else 413), checks its header, and queues its import for a
 * worker on any replica. The same file as a finished import answers that import; another import
 * waiting or running is 409.
 */
export async function queueSettlementImport(
  deps: Pick<SettlementJobDeps, 'database' | 'jobs'>,
  input: { body: Readable; fileName: string; operatorId: string; actor: AuditActor },
): Promise<SettlementUpload> {
  const { db } = deps.database;
  const file = await storeSettlementFile(db, input.body, {
    maxBytes: SETTLEMENT_MAX_BYTES,
    tooLarge: () => new HttpError(413, 'settlement_file_too_large'),
  });
  let queued: ImportRow | undefined;
  try {
    const columns = await readSettlementColumns(db);
    try {
      await checkSettlementHeader(readSettlementFile(db, file.upload), columns);
    } catch (error) {
      if (error instanceof SettlementFileError) return { kind: 'refused', error };
      throw error;
    }
    const [earlier] = await db
      .select({ id: settlementImports.id, status: settlementImports.status })
      .from(settlementImports)
      .where(
        and(eq(settlementImports.operatorId, input.operatorId), eq(settlementImports.sha256, file.sha256)),
      );
    if (earlier?.status === 'done') return { kind: 'duplicate', importId: earlier.id };
    if (earlier) throw new HttpError(409, 'settlement_busy');
    [queued] = await db
      .insert(settlementImports)
      .values({
        operatorId: input.operatorId,
        sha256: file.sha256,
        fileName: input.fileName.slice(0, 200),
        importedById: input.actor.type === 'admin' ? (input.actor.id ?? null) : null,
        importedByLabel: input.actor.label,
        status: 'queued',
        upload: file.upload,
        fileBytes: file.bytes,
        columns,
      })
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new HttpError(409, 'settlement_busy') : error;
      });
  } finally {
    if (!queued) await deleteSettlementFile(db, file.upload);
  }
  // Sent after the commit: a send lost to a crash here is found by the sweep (settlement.imports.sweep).
  await deps.jobs.advanceSettlementImport(queued!.id);
  return { kind: 'queued', row: queued! };
}

type Step =
  | { kind: 'nothing' }
  | { kind: 'watch' }
  | { kind: 'give-up'; row: ImportRow; reason: string }
  | { kind: 'run'; row: ImportRow };

/**
 * `settlement.import` for one import, on any worker (docs/adr/0008-settlement-import-as-a-job.md).
 * A queued import is taken and run. A running one whose run still says it is alive is only watched:
 * this job comes back after SETTLEMENT_STALE_S. A running one silent that long was left by a worker
 * that stopped: its partial report is cleared and it is started over from its stored file, or,
 * after SETTLEMENT_MAX_ATTEMPTS runs (or without a stored file, the ops command's), failed with its
 * reason kept. Taking an import is one conditional update on its locked row, so two workers never
 * both run it, and every write of a run proves the run still holds it.
 */
export async function advanceSettlementImport(deps: SettlementJobDeps, importId: number): Promise<void> {
  const { db } = deps.database;
  const run = randomUUID();
  const step = await db.transaction(async (tx): Promise<Step> => {
    const [found] = await tx
      .select({ row: settlementImports, stale: isStale(deps.staleS) })
      .from(settlementImports)
      .where(and(eq(settlementImports.id, importId), active))
      .for('update');
    if (!found) return { kind: 'nothing' };
    const { row, stale } = found;
    if (row.status === 'running' && !stale) return { kind: 'watch' };
    const restart = row.status === 'running';
    if (restart && (!row.upload || row.attempts >= SETTLEMENT_MAX_ATTEMPTS)) {
      const [held] = await tx
        .update(settlementImports)
        .set({ run, heartbeatAt: sql`now()` })
        .where(eq(settlementImports.id, importId))
        .returning();
      const reason = row.upload
        ? `the worker running it stopped ${row.attempts} times`
        : 'the process running it stopped, and its file is not stored';
      return { kind: 'give-up', row: held!, reason };
    }
    if (restart) {
      // Idempotent restart: whatever the stopped run wrote goes, the file is read again from the top.
      await tx.delete(settlementReportLines).where(eq(settlementReportLines.importId, importId));
      await tx.delete(settlementSeenReferences).where(eq(settlementSeenReferences.importId, importId));
    }
    const [taken] = await tx
      .update(settlementImports)
      .set({
        status: 'running',
        run,
        attempts: row.attempts + 1,
        lines: 0,
        lockedAt: sql`now()`,
        lockedBy: `${hostname()}:${process.pid}`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(settlementImports.id, importId))
      .returning();
    if (restart)
      deps.log.warn(
        { settlementImport: importId, attempt: row.attempts + 1 },
        'settlement import taken over',
      );
    return { kind: 'run', row: taken! };
  });

  if (step.kind === 'nothing') return;
  if (step.kind === 'watch') {
    await deps.jobs.advanceSettlementImport(importId, { afterS: deps.staleS });
    return;
  }
  if (step.kind === 'give-up') {
    deps.log.error({ settlementImport: importId, reason: step.reason }, 'settlement import abandoned');
    await failSettlementImport(deps, step.row, run, new SettlementAbandoned(step.reason));
    return;
  }
  await runSettlementImport(deps, step.row, run);
}

async function runSettlementImport(deps: SettlementJobDeps, row: ImportRow, run: string) {
  const { db } = deps.database;
  // The watch: if this process stops, this job comes back on another worker and takes over.
  await deps.jobs.advanceSettlementImport(row.id, { afterS: deps.staleS });
  // Between batches a single statement (the absent charges of a long month) may take a while: the
  // heartbeat keeps going on its own.
  const beat = setInterval(
    () => {
      db.update(settlementImports)
        .set({ heartbeatAt: sql`now()` })
        .where(
          and(
            eq(settlementImports.id, row.id),
            eq(settlementImports.run, run),
            eq(settlementImports.status, 'running'),
          ),
        )
        .catch((error: unknown) =>
          deps.log.warn({ err: error, settlementImport: row.id }, 'settlement heartbeat failed'),
        );
    },
    Math.max(1000, (deps.staleS * 1000) / 4),
  );
  try {
    const columns = (row.columns as SettlementColumns | null) ?? (await readSettlementColumns(db));
    await reconcileSettlement(deps, {
      row,
      run,
      open: () => readSettlementFile(db, row.upload!),
      columns,
      actor: {
        type: row.importedById ? 'admin' : 'system',
        ...(row.importedById ? { id: row.importedById } : {}),
        label: row.importedByLabel,
      },
    });
  } catch (error) {
    if (error instanceof SettlementRunTakenOver) {
      deps.log.warn({ settlementImport: row.id }, 'settlement import was taken over; this run stops');
      return;
    }
    await failSettlementImport(deps, row, run, error);
  } finally {
    clearInterval(beat);
  }
}

/**
 * `settlement.imports.sweep`: what a lost send or a stopped ops command left. Every import queued,
 * or running and silent, past SETTLEMENT_STALE_S gets its job again (one waiting job per import:
 * a second send is dropped), and stored files no import points at are deleted.
 */
export async function sweepSettlementImports(
  deps: SettlementJobDeps,
): Promise<{ advanced: number; orphans: number }> {
  const { db } = deps.database;
  const left = await db
    .select({ id: settlementImports.id })
    .from(settlementImports)
    .where(
      and(
        active,
        or(
          and(
            eq(settlementImports.status, 'queued'),
            sql`${settlementImports.createdAt} < now() - make_interval(secs => ${deps.staleS})`,
          ),
          and(eq(settlementImports.status, 'running'), isStale(deps.staleS)),
        ),
      ),
    );
  for (const { id } of left) await deps.jobs.advanceSettlementImport(id);
  const orphans = await deleteOrphanSettlementFiles(db);
  return { advanced: left.length, orphans };
}
