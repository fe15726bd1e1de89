import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, CsvError } from 'csv-parse';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SETTLEMENT_MAX_CURRENCIES, SETTLEMENT_MAX_DAYS } from '@sarraf/contracts/admin/settlement-limits';
import type { Database, Db, Tx } from '../../db/client';
import {
  settlementFiles,
  settlementImportFailures,
  settlementImports,
  settlementReportLines,
  settlementSeenReferences,
  subscribers,
  transactions,
} from '../../db/schema/index';
import { rowsOf } from '../../lib/sql-rows';
import { refundedOf, shownSubscriberMsisdn } from '../back-office';
import { type AuditActor, recordAudit } from '../audit';
import { SettlementFileError } from './settlement-file-error';
import { SettlementAbandoned, settlementFailureOf, settlementFailureText } from './settlement-failures';
import { missingSettlementColumn } from './settlement-header';
import { localDayOf } from '../../lib/local-day-sql';
import { dayAfter, startOfLocalDate } from '../../lib/local-time';
import { parseSettlementLine, type SettlementColumns, type SettlementLine } from './settlement-line';

export { SettlementFileError };

export const SETTLEMENT_GROUPS = [
  'matched',
  'missing_here',
  'missing_there',
  'amount_mismatch',
  'status_mismatch',
] as const;
export type SettlementGroup = (typeof SETTLEMENT_GROUPS)[number];

/** The command's last line and the back office's headline: data lines read and lines per group. */
export type SettlementSummary = { lines: number } & Record<SettlementGroup, number>;

export interface SettlementTotal {
  day: string;
  group: SettlementGroup;
  currency: string;
  lines: number;
  amount_minor: number;
}

export interface SettlementImportResult {
  importId: number;
  summary: SettlementSummary;
  /** The same file (by SHA-256) was imported before: its report is answered, nothing is written. */
  duplicate: boolean;
}

// Lines matched against the ledger per query: big enough to keep round trips few, small enough that
// a batch and its rows stay a few megabytes.
const BATCH = 2000;

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (`YYYY-MM-DD`), both counted. */
const daysCovered = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The limits that keep an import's memory and its report bounded whatever the file holds
 * (docs/revenue.md#limits): the totals are one entry per day, group and currency, and the ledger
 * is read for every covered day, so a file whose lines spread over decades or name every currency
 * would otherwise grow them without end. Past either, the line that crossed it is named and the
 * import leaves nothing.
 */
function checkLimits(
  seen: { from: string; to: string; currencies: Set<string> },
  line: SettlementLine,
  number: number,
): void {
  const from = line.day < seen.from ? line.day : seen.from;
  const to = line.day > seen.to ? line.day : seen.to;
  if (daysCovered(from, to) > SETTLEMENT_MAX_DAYS) {
    throw new SettlementFileError(
      `line ${number}: the file covers more than ${SETTLEMENT_MAX_DAYS} days (${from} to ${to}); split it`,
      { line: number, limit: 'days' },
    );
  }
  if (!seen.currencies.has(line.currency) && seen.currencies.size >= SETTLEMENT_MAX_CURRENCIES) {
    throw new SettlementFileError(
      `line ${number}: the file names more than ${SETTLEMENT_MAX_CURRENCIES} currencies (${line.currency} is one too many); split it`,
      { line: number, limit: 'currencies' },
    );
  }
  seen.currencies.add(line.currency);
}

type HereRow = {
  reference: string;
  kind: 'charge' | 'refund';
  status: 'pending' | 'succeeded' | 'failed';
  amountMinor: number;
  currency: string;
  refunded: number;
  msisdn: string | null;
};

/** How our ledger sees a reference, in the words of a settlement file. */
function statusHere(row: HereRow): string {
  if (row.status !== 'succeeded') return row.status;
  if (row.kind === 'refund') return 'refunded';
  return Number(row.refunded) > 0 ? 'refunded' : 'charged';
}

/**
 * The group of one line (docs/revenue.md#report-groups). A charged line matches a succeeded charge;
 * a refunded line matches a succeeded refund row (OneAPI refunds carry their own reference) or a
 * charge that was refunded here (the `http` driver's refunds are ours alone), its amount being the
 * charge's or what was returned.
 */
export function groupOf(line: SettlementLine, here: HereRow | undefined): SettlementGroup {
  if (!here) return 'missing_here';
  const sameMoney = (amountMinor: number) =>
    line.currency === here.currency && line.amountMinor === amountMinor;
  if (line.status === 'charged') {
    if (here.kind !== 'charge' || here.status !== 'succeeded') return 'status_mismatch';
    return sameMoney(here.amountMinor) ? 'matched' : 'amount_mismatch';
  }
  if (here.status !== 'succeeded') return 'status_mismatch';
  if (here.kind === 'refund') return sameMoney(here.amountMinor) ? 'matched' : 'amount_mismatch';
  if (Number(here.refunded) === 0) return 'status_mismatch';
  return sameMoney(here.amountMinor) || sameMoney(Number(here.refunded)) ? 'matched' : 'amount_mismatch';
}

/** Another import waits or runs: one at a time, whichever process received it (docs/revenue.md#settlement). */
export class SettlementBusyError extends Error {
  override name = 'SettlementBusyError';
  constructor() {
    super('another settlement import is queued or running; wait for it to end');
  }
}

/** This run's import was taken over by another worker (or is gone): it must write nothing more. */
export class SettlementRunTakenOver extends Error {
  override name = 'SettlementRunTakenOver';
  constructor(importId: number) {
    super(`settlement import ${importId} is no longer this run's`);
  }
}

type ImportRow = typeof settlementImports.$inferSelect;
type Deps = { database: Database; log: FastifyBaseLogger; timeZone: string };

/** The unique violation of the one-active index or of the file's SHA-256. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * Proves that the import is still this run's, and says it is alive (docs/revenue.md#settlement).
 * Inside the final transaction the row stays locked until the end, so a take-over waits for it and
 * then finds the import done.
 */
async function hold(tx: Db | Tx, importId: number, run: string, lines: number): Promise<void> {
  const held = await tx
    .update(settlementImports)
    .set({ heartbeatAt: sql`now()`, lines })
    .where(
      and(
        eq(settlementImports.id, importId),
        eq(settlementImports.run, run),
        eq(settlementImports.status, 'running'),
      ),
    )
    .returning({ id: settlementImports.id });
  if (held.length === 0) throw new SettlementRunTakenOver(importId);
}

/**
 * Reconciles one settlement file with the ledger (docs/revenue.md#settlement) for an import this run
 * holds (`running`, its `run` token): streamed through csv-parse in batches, so memory stays flat
 * whatever the file's size; each line matched by reference; then the charges that succeeded here on
 * the days the file covers and that it does not name. Only reports: no ledger row, no my-bill
 * entry, no gateway call. Each write of a batch, and the end, first proves the import is still this
 * run's, so a run taken over cannot mix its lines into the next run's.
 * A bad header or line, or a file past the limits of days or currencies (`checkLimits`), throws
 * `SettlementFileError`; the caller keeps the reason and deletes the import.
 */
export async function reconcileSettlement(
  /** `timeZone`: the service's TIME_ZONE, whose days the lines and the report count under. */
  deps: Deps,
  input: {
    row: ImportRow;
    run: string;
    open: () => Readable;
    columns: SettlementColumns;
    actor: AuditActor;
  },
): Promise<SettlementSummary> {
  const { db } = deps.database;
  const { row, run } = input;
  const importId = row.id;

  const summary: SettlementSummary = {
    lines: 0,
    matched: 0,
    missing_here: 0,
    missing_there: 0,
    amount_mismatch: 0,
    status_mismatch: 0,
  };
  const totals = new Map<string, SettlementTotal>();
  const count = (group: SettlementGroup, day: string, currency: string, amountMinor: number, lines = 1) => {
    summary[group] += lines;
    const key = `${day}|${group}|${currency}`;
    const total = totals.get(key) ?? { day, group, currency, lines: 0, amount_minor: 0 };
    total.lines += lines;
    total.amount_minor += amountMinor;
    totals.set(key, total);
  };
  let coveredFrom: string | null = null;
  let coveredTo: string | null = null;
  const currenciesSeen = new Set<string>();

  // Every write of a batch holds the import's row (FOR SHARE) while it checks the run: a take-over
  // (FOR UPDATE) waits for the write and then deletes it, or goes first and the write finds the
  // run gone and inserts nothing. One statement each, no transaction per batch: a transaction per
  // batch raised the command's peak memory by 90 MB on 300,000 lines.
  const stillHeld = sql`exists (select 1 from ${settlementImports} held
    where held.id = ${importId} and held.run = ${run} and held.status = 'running' for share)`;

  const settleBatch = async (batch: Array<{ line: SettlementLine; number: number }>) => {
    // A reference named twice with the same status is money taken twice there: the repeat is
    // `missing_here`, whatever the first line matched.
    const firstInBatch = new Map<string, number>();
    batch.forEach(({ line }, index) => {
      const key = `${line.status}|${line.reference}`;
      if (!firstInBatch.has(key)) firstInBatch.set(key, index);
    });
    const seen = [...firstInBatch.keys()].map((key) => {
      const [status, ...rest] = key.split('|');
      return { status: status!, reference: rest.join('|') };
    });
    const fresh = rowsOf<{ reference: string; status: string }>(
      await db.execute(sql`
        insert into ${settlementSeenReferences} (import_id, reference, status)
        select ${importId}, seen.reference, seen.status
        from jsonb_to_recordset(${JSON.stringify(seen)}::jsonb) as seen(reference text, status text)
        where ${stillHeld}
        on conflict do nothing
        returning reference, status`),
    );
    const firstEver = new Set(fresh.map((found) => `${found.status}|${found.reference}`));

    const references = [...new Set(batch.map(({ line }) => line.reference))];
    const rows = await db
      .select({
        reference: transactions.reference,
        kind: transactions.kind,
        status: transactions.status,
        amountMinor: transactions.amountMinor,
        currency: transactions.currency,
        refunded: refundedOf(),
        msisdn: shownSubscriberMsisdn,
      })
      .from(transactions)
      .innerJoin(subscribers, eq(subscribers.id, transactions.subscriberId))
      // The file's operator's ledger only: another operator's reference is not ours to match.
      .where(and(inArray(transactions.reference, references), eq(transactions.operatorId, row.operatorId)));
    const here = new Map(rows.map((found) => [found.reference, found]));

    const problems: Array<Record<string, string | number | null>> = [];
    batch.forEach(({ line, number }, index) => {
      const key = `${line.status}|${line.reference}`;
      const repeated = firstInBatch.get(key) !== index || !firstEver.has(key);
      const found = here.get(line.reference);
      const group = repeated ? 'missing_here' : groupOf(line, found);
      count(group, line.day, line.currency, line.amountMinor);
      if (group === 'matched') return;
      problems.push({
        group,
        line: number,
        day: line.day,
        reference: line.reference,
        msisdn: line.msisdn ?? found?.msisdn ?? null,
        currency: line.currency,
        amount_there_minor: line.amountMinor,
        amount_here_minor: found
          ? line.status === 'refunded' && found.kind === 'charge'
            ? Number(found.refunded)
            : found.amountMinor
          : null,
        status_there: line.status,
        status_here: repeated ? 'repeated' : found ? statusHere(found) : null,
      });
    });
    if (problems.length === 0) return;
    // In the file's order: the report lists them by id.
    await db.execute(sql`
      insert into ${settlementReportLines} (import_id, "group", line, day, reference, msisdn, currency,
        amount_there_minor, amount_here_minor, status_there, status_here)
      select ${importId}, problem."group", problem.line, problem.day, problem.reference, problem.msisdn,
        problem.currency, problem.amount_there_minor, problem.amount_here_minor, problem.status_there,
        problem.status_here
      from jsonb_to_recordset(${JSON.stringify(problems)}::jsonb) as problem("group" text, line int,
        day date, reference text, msisdn text, currency text, amount_there_minor bigint,
        amount_here_minor bigint, status_there text, status_here text)
      where ${stillHeld}
      order by problem.line`);
  };

  try {
    const source = input.open();
    const parser = source.pipe(
      parse({
        bom: true,
        columns: (header: string[]) => {
          const names = header.map((name) => name.trim());
          const missing = missingSettlementColumn(names, input.columns);
          if (missing) throw missing;
          return names;
        },
        skip_empty_lines: true,
        info: true,
      }),
    );
    // pipe() does not pass a failed read on (a stored part the database could not give): the
    // parser would wait for ever.
    source.once('error', (error: Error) => parser.destroy(error));
    let batch: Array<{ line: SettlementLine; number: number }> = [];
    const flush = async () => {
      const lines = summary.lines;
      const current = batch;
      batch = [];
      await hold(db, importId, run, lines);
      await settleBatch(current);
    };
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      const parsed = parseSettlementLine(record, input.columns, deps.timeZone);
      if (!parsed.ok)
        throw new SettlementFileError(`line ${info.lines}: ${parsed.problem}`, { line: info.lines });
      checkLimits(
        {
          from: coveredFrom ?? parsed.line.day,
          to: coveredTo ?? parsed.line.day,
          currencies: currenciesSeen,
        },
        parsed.line,
        info.lines,
      );
      summary.lines++;
      const { day } = parsed.line;
      if (coveredFrom === null || day < coveredFrom) coveredFrom = day;
      if (coveredTo === null || day > coveredTo) coveredTo = day;
      batch.push({ line: parsed.line, number: info.lines });
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
  } catch (caught) {
    if (caught instanceof CsvError) {
      const line = (caught as CsvError & { lines?: number }).lines;
      throw new SettlementFileError(`line ${line ?? '?'}: ${caught.message}`, line ? { line } : {});
    }
    throw caught;
  }

  await db.transaction(async (tx) => {
    await hold(tx, importId, run, summary.lines);
    if (coveredFrom !== null && coveredTo !== null) {
      // Charges that succeeded here on a covered day and that the file never names.
      const settledDay = localDayOf(transactions.settledAt, deps.timeZone);
      await tx.execute(sql`
        insert into ${settlementReportLines}
          (import_id, "group", day, reference, msisdn, currency, amount_here_minor, status_here)
        select ${importId}, 'missing_there', ${settledDay}, ${transactions.reference},
               coalesce(${subscribers.msisdn}, ${subscribers.retiredMsisdn}), ${transactions.currency},
               ${transactions.amountMinor}, 'charged'
        from ${transactions}
        join ${subscribers} on ${subscribers.id} = ${transactions.subscriberId}
        where ${transactions.kind} = 'charge' and ${transactions.status} = 'succeeded'
          and ${transactions.operatorId} = ${row.operatorId}
          and ${transactions.settledAt} >= ${startOfLocalDate(coveredFrom, deps.timeZone).toISOString()}::timestamptz
          and ${transactions.settledAt} < ${startOfLocalDate(dayAfter(coveredTo), deps.timeZone).toISOString()}::timestamptz
          and not exists (select 1 from ${settlementSeenReferences} seen
                          where seen.import_id = ${importId} and seen.reference = ${transactions.reference})`);
      const absent = rowsOf<{ day: string; currency: string; lines: number; amount_minor: number }>(
        await tx.execute(sql`
          select day::text as day, currency, count(*)::int as lines, coalesce(sum(amount_here_minor), 0)::bigint as amount_minor
          from ${settlementReportLines}
          where import_id = ${importId} and "group" = 'missing_there'
          group by day, currency`),
      );
      for (const total of absent)
        count('missing_there', total.day, total.currency, Number(total.amount_minor), total.lines);
    }

    const sortedTotals = [...totals.values()].sort((a, b) =>
      a.day === b.day
        ? SETTLEMENT_GROUPS.indexOf(a.group) - SETTLEMENT_GROUPS.indexOf(b.group)
        : a.day < b.day
          ? -1
          : 1,
    );
    await tx.delete(settlementSeenReferences).where(eq(settlementSeenReferences.importId, importId));
    if (row.upload) await tx.delete(settlementFiles).where(eq(settlementFiles.upload, row.upload));
    await tx
      .update(settlementImports)
      .set({
        status: 'done',
        lines: summary.lines,
        coveredFrom,
        coveredTo,
        summary,
        totals: sortedTotals,
        finishedAt: new Date(),
      })
      .where(eq(settlementImports.id, importId));
    await recordAudit(tx, input.actor, {
      action: 'settlement.import',
      entity: 'settlement_import',
      entityId: importId,
      after: {
        file_name: row.fileName,
        sha256: row.sha256,
        covered_from: coveredFrom,
        covered_to: coveredTo,
        ...summary,
      },
    });
  });
  deps.log.info({ settlementImport: importId, ...summary }, 'settlement file reconciled');
  return summary;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** An active import whose run has said nothing for `staleS` seconds (its process stopped). */
export const isStale = (staleS: number) =>
  sql<boolean>`${settlementImports.heartbeatAt} < now() - make_interval(secs => ${staleS})`;

/**
 * The ops command's import of a file on this machine (`billing:settle`), run here and now: the
 * same reconciliation and the same rules as the back office's jobs. The same file again answers its
 * first report; another import waiting or running is `SettlementBusyError`, unless it is this very
 * file left by a process that stopped (silent past `staleS`), which is started over. A bad file
 * throws `SettlementFileError`, keeps its reason (`settlement_import_failures`) and leaves nothing
 * else behind.
 */
export async function importSettlement(
  deps: Deps & { staleS?: number },
  input: {
    path: string;
    fileName: string;
    /** The operator whose settlement file it is. */
    operatorId: string;
    columns: SettlementColumns;
    actor: AuditActor;
    /**
     * Called with the error of a started import that failed, before its row is deleted: whoever
     * answers the polls must know the failure by the time the row is gone, or a poll in between
     * would find neither.
     */
    onFailure?: (error: unknown) => void;
  },
): Promise<SettlementImportResult> {
  const { db } = deps.database;
  const sha256 = await sha256Of(input.path);
  const [earlier] = await db
    .select({ row: settlementImports, stale: isStale(deps.staleS ?? 120) })
    .from(settlementImports)
    .where(and(eq(settlementImports.operatorId, input.operatorId), eq(settlementImports.sha256, sha256)));
  if (earlier?.row.status === 'done') {
    const { row } = earlier;
    return { importId: row.id, summary: row.summary as SettlementSummary, duplicate: true };
  }
  if (earlier && !earlier.stale) throw new SettlementBusyError();
  // This file's import, left by a process that stopped: it is started over.
  if (earlier) await db.delete(settlementImports).where(eq(settlementImports.id, earlier.row.id));

  const run = randomUUID();
  const created = await db
    .insert(settlementImports)
    .values({
      operatorId: input.operatorId,
      sha256,
      fileName: input.fileName.slice(0, 200),
      importedById: input.actor.type === 'admin' ? (input.actor.id ?? null) : null,
      importedByLabel: input.actor.label,
      status: 'running',
      run,
      attempts: 1,
      lockedAt: new Date(),
      lockedBy: `${hostname()}:${process.pid}`,
      fileBytes: (await stat(input.path)).size,
    })
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new SettlementBusyError() : error;
    });
  const row = created[0]!;
  try {
    const summary = await reconcileSettlement(deps, {
      row,
      run,
      open: () => createReadStream(input.path),
      columns: input.columns,
      actor: input.actor,
    });
    return { importId: row.id, summary, duplicate: false };
  } catch (error) {
    if (error instanceof SettlementRunTakenOver) throw error;
    input.onFailure?.(error);
    await failSettlementImport(deps, row, run, error);
    throw error;
  }
}

/**
 * Ends an import that failed: its reason is kept under its id first, then the import (its report
 * lines, its staged references and its stored file with it) is deleted, so a poll on any replica
 * finds the one or the other. Only the run that holds it may end it.
 */
export async function failSettlementImport(
  deps: Deps,
  row: ImportRow,
  run: string,
  error: unknown,
): Promise<void> {
  const { db } = deps.database;
  const failure = settlementFailureOf(error);
  if (failure.reason === 'settlement_import_crashed' && !(error instanceof SettlementAbandoned))
    deps.log.error({ err: error, settlementImport: row.id }, 'settlement import failed');
  await db
    .insert(settlementImportFailures)
    .values({
      id: row.id,
      operatorId: row.operatorId,
      sha256: row.sha256,
      fileName: row.fileName,
      importedById: row.importedById,
      importedByLabel: row.importedByLabel,
      reason: failure.reason,
      message: settlementFailureText(failure, 'ar'),
      detail: failure.detail,
      line: failure.line,
      limitValue: failure.limit,
      attempts: Math.max(1, row.attempts),
      createdAt: row.createdAt,
    })
    .onConflictDoNothing();
  await db
    .delete(settlementImports)
    .where(and(eq(settlementImports.id, row.id), eq(settlementImports.run, run)));
  if (row.upload) await db.delete(settlementFiles).where(eq(settlementFiles.upload, row.upload));
}
