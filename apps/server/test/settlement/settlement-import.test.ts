import { DEFAULT_OPERATOR_ID } from '../../src/env';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, settlementImports, settlementReportLines, transactions } from '../../src/db/schema/index';
import { rowsOf } from '../../src/lib/sql-rows';
import {
  importSettlement,
  SETTLEMENT_PRESETS,
  SettlementBusyError,
  type SettlementColumns,
  SettlementFileError,
  settlementReportCsv,
} from '../../src/services/settlement';
import { startBillingServer } from '../support/billing';
import { silentLogger } from '../support/silent-logger';
import type { TestServer } from '../support/test-server';
import { serviceDayOf } from '../support/service-day';
import { chargesOfNewSubscribers, type LedgerCharge } from './charges';

const HEADER = 'reference,msisdn,amount,currency,status,charged_at';
const actor = { type: 'system' as const, label: 'test' };

describe('settlement import: the operator file against the ledger', () => {
  let server: TestServer;
  let dir: string;
  let charges: LedgerCharge[] = [];

  const file = (name: string, text: string) => {
    const target = path.join(dir, name);
    writeFileSync(target, text);
    return target;
  };
  const run = (target: string, columns: SettlementColumns = SETTLEMENT_PRESETS.http) =>
    importSettlement(
      { database: server.database, log: silentLogger, timeZone: server.config.timeZone },
      { path: target, fileName: path.basename(target), operatorId: DEFAULT_OPERATOR_ID, columns, actor },
    );

  beforeAll(async () => {
    server = await startBillingServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-settle-'));
    // Four subscribers, each with one succeeded first charge today.
    charges = await chargesOfNewSubscribers(server, 4);
  });
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('puts one line in each group, and importing the same file again changes nothing', async () => {
    const now = new Date().toISOString();
    const [matched, amountOff, refundedThere, absentThere] = charges;
    const text = [
      HEADER,
      `${matched!.reference},${matched!.msisdn},${matched!.amount},${matched!.currency},charged,${now}`,
      `unknown-ref-1,967770000001,50.00,${matched!.currency},charged,${now}`,
      `${amountOff!.reference},${amountOff!.msisdn},1.00,${amountOff!.currency},charged,${now}`,
      `${refundedThere!.reference},${refundedThere!.msisdn},${refundedThere!.amount},${refundedThere!.currency},refunded,${now}`,
    ].join('\n');
    const target = file('month.csv', `${text}\n`);
    const first = await run(target);
    expect(first.duplicate).toBe(false);
    // Other tests' charges in the same template may also have succeeded today: they are absent too.
    expect(first.summary).toMatchObject({
      lines: 4,
      matched: 1,
      missing_here: 1,
      amount_mismatch: 1,
      status_mismatch: 1,
    });
    expect(first.summary.missing_there).toBeGreaterThanOrEqual(1);

    const lines = await server.database.db
      .select()
      .from(settlementReportLines)
      .where(eq(settlementReportLines.importId, first.importId));
    const byReference = new Map(lines.map((line) => [line.reference, line]));
    expect(byReference.get('unknown-ref-1')).toMatchObject({
      group: 'missing_here',
      line: 3,
      amountHereMinor: null,
    });
    expect(byReference.get(amountOff!.reference)).toMatchObject({
      group: 'amount_mismatch',
      amountThereMinor: 100,
      statusHere: 'charged',
    });
    expect(byReference.get(refundedThere!.reference)).toMatchObject({
      group: 'status_mismatch',
      statusThere: 'refunded',
      statusHere: 'charged',
    });
    expect(byReference.get(absentThere!.reference)).toMatchObject({
      group: 'missing_there',
      line: null,
      statusHere: 'charged',
      msisdn: absentThere!.msisdn,
    });
    expect(byReference.has(matched!.reference)).toBe(false);

    let csv = '';
    for await (const chunk of settlementReportCsv(server.database.db, first.importId)) csv += chunk;
    expect(csv.split('\n')[0]).toBe(
      'group,line,day,reference,msisdn,amount_there,amount_here,currency,status_there,status_here',
    );
    expect(csv).toContain(`amount_mismatch,4,${serviceDayOf(now)},${amountOff!.reference},`);

    const countRows = async () =>
      rowsOf<{ imports: number; lines: number; ledger: number; audit: number }>(
        await server.database.db.execute(sql`select
          (select count(*)::int from ${settlementImports}) as imports,
          (select count(*)::int from ${settlementReportLines}) as lines,
          (select count(*)::int from ${transactions}) as ledger,
          (select count(*)::int from ${auditLog} where action = 'settlement.import') as audit`),
      )[0]!;
    const before = await countRows();
    expect(before.audit).toBe(1);
    const again = await run(target);
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await countRows()).toEqual(before);
  });

  it('a repeated line is money taken twice there', async () => {
    const now = new Date().toISOString();
    const charge = charges[0]!;
    const line = `${charge.reference},${charge.msisdn},${charge.amount},${charge.currency},charged,${now}`;
    const result = await run(file('twice.csv', [HEADER, line, line, ''].join('\n')));
    expect(result.summary).toMatchObject({ lines: 2, matched: 1, missing_here: 1 });
  });

  it('a file without a mapped column, or with a line that does not parse, is refused and leaves nothing', async () => {
    const imports = async () => (await server.database.db.select().from(settlementImports)).length;
    const before = await imports();
    await expect(
      run(
        file(
          'no-status.csv',
          'reference,msisdn,amount,currency,charged_at\nx,1,1.00,YER,2026-01-01T00:00:00Z\n',
        ),
      ),
    ).rejects.toThrow(/column status \(status\) is missing/);
    const charge = charges[0]!;
    const good = `${charge.reference},${charge.msisdn},${charge.amount},${charge.currency},charged,2026-01-01T00:00:00Z`;
    const bad = file('bad-line.csv', [HEADER, good, good.replace('charged,', 'maybe,'), ''].join('\n'));
    const error = await run(bad).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SettlementFileError);
    expect((error as Error).message).toMatch(/^line 3: status/);
    await expect(run(file('ragged.csv', `${HEADER}\n${good},extra\n`))).rejects.toThrow(/^line 2/);
    expect(await imports()).toBe(before);
  });

  it('refuses an unknown currency, and a file past the limits of days or currencies, in one line naming the line', async () => {
    const counts = async () =>
      rowsOf<{ imports: number; lines: number }>(
        await server.database.db.execute(sql`select
          (select count(*)::int from ${settlementImports}) as imports,
          (select count(*)::int from ${settlementReportLines}) as lines`),
      )[0]!;
    const before = await counts();
    const refusal = async (name: string, lines: string[]) => {
      const error = await run(file(name, [HEADER, ...lines, ''].join('\n'))).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(SettlementFileError);
      return (error as Error).message;
    };
    expect(
      await refusal('zzq.csv', [
        'a,967770000001,1.00,YER,charged,2026-01-01T00:00:00Z',
        'b,967770000001,1.00,ZZQ,charged,2026-01-01T00:00:00Z',
      ]),
    ).toBe('line 3: currency is not an ISO 4217 code');
    // 2025-01-01 to 2026-02-04 is 400 days, in any order; one more day is past the limit.
    const spread = await refusal('spread.csv', [
      'a,967770000001,1.00,YER,charged,2026-02-04T00:00:00Z',
      'b,967770000001,1.00,YER,charged,2025-01-01T10:00:00Z',
      'c,967770000001,1.00,YER,charged,2025-01-02T10:00:00Z',
      'd,967770000001,1.00,YER,charged,2026-02-05T10:00:00Z',
    ]);
    expect(spread).toBe('line 5: the file covers more than 400 days (2025-01-01 to 2026-02-05); split it');
    const codes = Intl.supportedValuesOf('currency').filter(
      (code) => !['JPY', 'KWD', 'BHD', 'IQD', 'JOD', 'LYD', 'OMR', 'TND'].includes(code),
    );
    const many = await refusal(
      'currencies.csv',
      codes
        .slice(0, 21)
        .map((code, index) => `m-${index},967770000001,1.00,${code},charged,2026-01-01T00:00:00Z`),
    );
    expect(many).toBe(
      `line 22: the file names more than 20 currencies (${codes[20]} is one too many); split it`,
    );
    for (const message of [spread, many]) expect(message).not.toContain('\n');
    expect(await counts()).toEqual(before);

    // At the limits exactly: 400 days and 20 currencies are read. Days are Aden's (TIME_ZONE):
    // 20:59:59 UTC is the last second of 4 February there.
    const atLimit = await run(
      file(
        'at-limit.csv',
        [
          HEADER,
          `l-1,967770000001,1.00,${codes[0]},charged,2025-01-01T00:00:00Z`,
          `l-2,967770000001,1.00,${codes[0]},charged,2026-02-04T20:59:59Z`,
          ...codes
            .slice(0, 20)
            .map((code, index) => `l-c-${index},967770000001,1.00,${code},charged,2025-06-01T00:00:00Z`),
          '',
        ].join('\n'),
      ),
    );
    expect(atLimit.summary.lines).toBe(22);
  });

  it('tells of a failure before it deletes the import, so a poll finds the one or the other', async () => {
    // The back office answers a poll from the import's row, else from the failure its runner
    // keeps: told after the row was gone, a poll in between found neither (a 404).
    const calls: string[] = [];
    const db = new Proxy(server.database.db, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (key === 'delete') calls.push('delete the import');
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const charge = charges[0]!;
    const good = `${charge.reference},${charge.msisdn},${charge.amount},${charge.currency},charged,2026-01-01T00:00:00Z`;
    const target = file(
      'late-bad-line.csv',
      [HEADER, good, good, good.replace('charged,', 'maybe,'), ''].join('\n'),
    );
    const error = await importSettlement(
      { database: { ...server.database, db }, log: silentLogger, timeZone: server.config.timeZone },
      {
        path: target,
        fileName: path.basename(target),
        operatorId: DEFAULT_OPERATOR_ID,
        columns: SETTLEMENT_PRESETS.http,
        actor,
        onFailure: (failure) => calls.push(`failure: ${(failure as Error).message.slice(0, 14)}`),
      },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SettlementFileError);
    expect(calls).toEqual(['failure: line 4: status', 'delete the import']);
  });

  it('waits for no one: another import queued or running is refused, this file left by a stopped process is started over', async () => {
    const text = [HEADER, 'busy-1,967770000001,1.00,YER,charged,2026-01-01T00:00:00Z', ''].join('\n');
    const target = file('busy.csv', text);
    const [queued] = await server.database.db
      .insert(settlementImports)
      .values({ sha256: 'another-file', fileName: 'other.csv', importedByLabel: 'admin', status: 'queued' })
      .returning();
    await expect(run(target)).rejects.toBeInstanceOf(SettlementBusyError);
    await server.database.db.delete(settlementImports).where(eq(settlementImports.id, queued!.id));

    // The same file, left running by a command that stopped ten minutes ago.
    const [left] = await server.database.db
      .insert(settlementImports)
      .values({
        sha256: createHash('sha256').update(text).digest('hex'),
        fileName: 'busy.csv',
        importedByLabel: 'billing:settle',
        status: 'running',
        heartbeatAt: new Date(Date.now() - 600_000),
      })
      .returning();
    const result = await run(target);
    expect(result.importId).not.toBe(left!.id);
    expect(result.summary).toMatchObject({ lines: 1, missing_here: 1 });
  });

  it('reads the OneAPI preset: clientCorrelator, a tel: URI, Charged', async () => {
    const charge = charges[1]!;
    const text = [
      'clientCorrelator,endUserId,amount,currency,transactionOperationStatus,timestamp',
      `${charge.reference},tel:+${charge.msisdn},${charge.amount},${charge.currency},Charged,2027-03-01T10:00:00Z`,
      '',
    ].join('\n');
    const result = await run(file('oneapi.csv', text), SETTLEMENT_PRESETS.oneapi);
    expect(result.summary).toMatchObject({ lines: 1, matched: 1, missing_there: 0 });
  });
});
