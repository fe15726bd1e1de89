import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parse, CsvError } from 'csv-parse';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SETTLEMENT_MAX_CURRENCIES, SETTLEMENT_MAX_DAYS } from '@sarraf/contracts/admin/settlement-limits';
import type { Database } from '../../db/client';
import {
  settlementImports,
  settlementReportLines,
  settlementSeenReferences,
  subscribers,
  transactions,
} from '../../db/schema/index';
import { rowsOf } from '../../lib/sql-rows';
import { refundedOf } from '../back-office/ledger/ledger-rows';
import { shownSubscriberMsisdn } from '../back-office/operations/subscriber-number';
import { recordAudit, type AuditActor } from '../back-office/record-audit';
import { SettlementFileError } from './settlement-file-error';
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

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
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

/**
 * Reconciles one settlement file with the ledger (docs/revenue.md#settlement): streamed through
 * csv-parse in batches, so memory stays flat whatever the file's size; each line matched by
 * reference; then the charges that succeeded here on the days the file covers and that it does not
 * name. Only reports: no ledger row, no my-bill entry, no gateway call. A bad header or line, or
 * a file past the limits of days or currencies (`checkLimits`), throws `SettlementFileError` and
 * leaves nothing behind; the same file again answers its first report.
 */
export async function importSettlement(
  /** `timeZone`: the service's TIME_ZONE, whose days the lines and the report count under. */
  deps: { database: Database; log: FastifyBaseLogger; timeZone: string },
  input: {
    path: string;
    fileName: string;
    columns: SettlementColumns;
    actor: AuditActor;
    /** Called once the import's row exists (`running`), so a caller can answer before the end. */
    onStart?: (started: typeof settlementImports.$inferSelect) => void;
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
  const [earlier] = await db.select().from(settlementImports).where(eq(settlementImports.sha256, sha256));
  if (earlier?.status === 'done') {
    return { importId: earlier.id, summary: earlier.summary as SettlementSummary, duplicate: true };
  }
  // A `running` row is an import that crashed: it is started over.
  if (earlier) await db.delete(settlementImports).where(eq(settlementImports.id, earlier.id));

  const [created] = await db
    .insert(settlementImports)
    .values({
      sha256,
      fileName: input.fileName.slice(0, 200),
      importedById: input.actor.type === 'admin' ? (input.actor.id ?? null) : null,
      importedByLabel: input.actor.label,
    })
    .returning();
  const importId = created!.id;
  input.onStart?.(created!);

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

  const settleBatch = async (batch: Array<{ line: SettlementLine; number: number }>) => {
    // A reference named twice with the same status is money taken twice there: the repeat is
    // `missing_here`, whatever the first line matched.
    const firstInBatch = new Map<string, number>();
    batch.forEach(({ line }, index) => {
      const key = `${line.status}|${line.reference}`;
      if (!firstInBatch.has(key)) firstInBatch.set(key, index);
    });
    const fresh = await db
      .insert(settlementSeenReferences)
      .values(
        [...firstInBatch.keys()].map((key) => {
          const [status, ...rest] = key.split('|');
          return { importId, status: status!, reference: rest.join('|') };
        }),
      )
      .onConflictDoNothing()
      .returning({ reference: settlementSeenReferences.reference, status: settlementSeenReferences.status });
    const firstEver = new Set(fresh.map((row) => `${row.status}|${row.reference}`));

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
      .where(inArray(transactions.reference, references));
    const here = new Map(rows.map((row) => [row.reference, row]));

    const problems: Array<typeof settlementReportLines.$inferInsert> = [];
    batch.forEach(({ line, number }, index) => {
      const key = `${line.status}|${line.reference}`;
      const repeated = firstInBatch.get(key) !== index || !firstEver.has(key);
      const row = here.get(line.reference);
      const group = repeated ? 'missing_here' : groupOf(line, row);
      count(group, line.day, line.currency, line.amountMinor);
      if (group === 'matched') return;
      problems.push({
        importId,
        group,
        line: number,
        day: line.day,
        reference: line.reference,
        msisdn: line.msisdn ?? row?.msisdn ?? null,
        currency: line.currency,
        amountThereMinor: line.amountMinor,
        amountHereMinor: row
          ? line.status === 'refunded' && row.kind === 'charge'
            ? Number(row.refunded)
            : row.amountMinor
          : null,
        statusThere: line.status,
        statusHere: repeated ? 'repeated' : row ? statusHere(row) : null,
      });
    });
    if (problems.length > 0) await db.insert(settlementReportLines).values(problems);
  };

  try {
    const parser = createReadStream(input.path).pipe(
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
    let batch: Array<{ line: SettlementLine; number: number }> = [];
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
      if (batch.length >= BATCH) {
        await settleBatch(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await settleBatch(batch);

    if (coveredFrom !== null && coveredTo !== null) {
      // Charges that succeeded here on a covered day and that the file never names.
      const settledDay = localDayOf(transactions.settledAt, deps.timeZone);
      await db.execute(sql`
        insert into ${settlementReportLines}
          (import_id, "group", day, reference, msisdn, currency, amount_here_minor, status_here)
        select ${importId}, 'missing_there', ${settledDay}, ${transactions.reference},
               coalesce(${subscribers.msisdn}, ${subscribers.retiredMsisdn}), ${transactions.currency},
               ${transactions.amountMinor}, 'charged'
        from ${transactions}
        join ${subscribers} on ${subscribers.id} = ${transactions.subscriberId}
        where ${transactions.kind} = 'charge' and ${transactions.status} = 'succeeded'
          and ${transactions.settledAt} >= ${startOfLocalDate(coveredFrom, deps.timeZone).toISOString()}::timestamptz
          and ${transactions.settledAt} < ${startOfLocalDate(dayAfter(coveredTo), deps.timeZone).toISOString()}::timestamptz
          and not exists (select 1 from ${settlementSeenReferences} seen
                          where seen.import_id = ${importId} and seen.reference = ${transactions.reference})`);
      const absent = rowsOf<{ day: string; currency: string; lines: number; amount_minor: number }>(
        await db.execute(sql`
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
    await db.transaction(async (tx) => {
      await tx.delete(settlementSeenReferences).where(eq(settlementSeenReferences.importId, importId));
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
        .where(and(eq(settlementImports.id, importId), eq(settlementImports.status, 'running')));
      await recordAudit(tx, input.actor, {
        action: 'settlement.import',
        entity: 'settlement_import',
        entityId: importId,
        after: {
          file_name: input.fileName,
          sha256,
          covered_from: coveredFrom,
          covered_to: coveredTo,
          ...summary,
        },
      });
    });
    deps.log.info({ settlementImport: importId, ...summary }, 'settlement file reconciled');
    return { importId, summary, duplicate: false };
  } catch (caught) {
    let error = caught;
    if (caught instanceof CsvError) {
      const line = (caught as CsvError & { lines?: number }).lines;
      error = new SettlementFileError(`line ${line ?? '?'}: ${caught.message}`, line ? { line } : {});
    }
    input.onFailure?.(error);
    await db.delete(settlementImports).where(eq(settlementImports.id, importId));
    throw error;
  }
}
