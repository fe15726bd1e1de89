import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { readError, readOk } from '@sarraf/contracts/typed-client';
import {
  settlementFiles,
  settlementImportFailures,
  settlementImports,
  settlementReportLines,
} from '../../src/db/schema/index';
import { settlementImportJob } from '../../src/jobs/settlement-import';
import { rowsOf } from '../../src/lib/sql-rows';
import { ensureFirstAdmin } from '../../src/services/back-office';
import {
  advanceSettlementImport,
  readSettlementFile,
  reconcileSettlement,
  SETTLEMENT_MAX_ATTEMPTS,
  SETTLEMENT_PRESETS,
  type SettlementJobDeps,
  SettlementRunTakenOver,
  sweepSettlementImports,
} from '../../src/services/settlement';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import { startBillingServer } from '../support/billing';
import { silentLogger } from '../support/silent-logger';
import type { TestServer } from '../support/test-server';

const HEADER = 'reference,msisdn,amount,currency,status,charged_at';

/**
 * The settlement import as a job, step by step on PGlite: no worker runs here, so each test runs
 * `settlement.import`'s handler itself and sees what it left in the database and on the poll.
 */
describe('settlement imports as jobs: queued, run, failed, busy, taken over', () => {
  let server: TestServer;
  let admin: AdminBrowser;
  /** What the handler asked the queue for: the watch and the sweep's sends. */
  const sent: Array<{ importId: number; afterS?: number }> = [];
  let deps: SettlementJobDeps;
  let fileNumber = 0;

  /** A file of `lines` lines, each unknown here (so `missing_here`), different every call. */
  const fileOf = (lines: number, extra: string[] = []) => {
    fileNumber++;
    return [
      HEADER,
      ...Array.from(
        { length: lines },
        (_, index) => `job-${fileNumber}-${index},967770000001,50.00,YER,charged,2026-01-01T10:00:00Z`,
      ),
      ...extra,
      '',
    ].join('\n');
  };

  /** The raw answer to an upload (a test of a refusal). */
  const send = (text: string, fileName = 'job.csv') =>
    admin.api.call('adminUploadSettlement', {
      query: { file_name: fileName },
      body: text,
      headers: { 'content-type': 'text/csv' },
    });
  /** An upload the server takes: its status and the body parsed by the contract. */
  const upload = async (text: string, fileName?: string) => {
    const response = await send(text, fileName);
    return { status: response.status, body: await readOk('adminUploadSettlement', response) };
  };
  const poll = async (id: number) => {
    const response = await admin.api.call('adminGetSettlement', { params: { id } });
    return { status: response.status, body: await readOk('adminGetSettlement', response) };
  };
  const row = async (id: number) =>
    (await server.database.db.select().from(settlementImports).where(eq(settlementImports.id, id)))[0];
  const storedParts = async (upload: string) =>
    (await server.database.db.select().from(settlementFiles).where(eq(settlementFiles.upload, upload)))
      .length;
  /** A file of `lines` uploaded and taken by a run of this test (running, first attempt): its id and run. */
  const takenByThisTest = async (lines: number) => {
    const id = (await upload(fileOf(lines))).body.data.id;
    const run = randomUUID();
    await server.database.db
      .update(settlementImports)
      .set({ status: 'running', run, attempts: 1 })
      .where(eq(settlementImports.id, id));
    return { id, run };
  };
  /** A run that took the import and then stopped: `running`, its heartbeat `silentS` old. */
  const leftRunning = async (id: number, silentS: number, attempts = 1) => {
    const run = randomUUID();
    await server.database.db
      .update(settlementImports)
      .set({
        status: 'running',
        run,
        attempts,
        lines: 2000,
        heartbeatAt: sql`now() - make_interval(secs => ${silentS})`,
      })
      .where(eq(settlementImports.id, id));
    return run;
  };

  beforeAll(async () => {
    server = await startBillingServer();
    const first = (await ensureFirstAdmin(server.database.db))!;
    admin = await adminBrowser(server, first);
    deps = {
      database: server.database,
      log: silentLogger,
      timeZone: server.config.timeZone,
      staleS: 60,
      jobs: {
        advanceSettlementImport: (importId, options) => {
          sent.push({ importId, ...(options ? { afterS: options.afterS } : {}) });
          return Promise.resolve();
        },
      },
    };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('an upload is stored, queued as a job and answered 202; the job runs it to done on the poll', async () => {
    const started = await upload(fileOf(3));
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ status: 'running', lines: 0, file_name: 'job.csv' });
    const id = started.body.data.id;
    const queued = (await row(id))!;
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, run: null });
    expect(queued.fileBytes).toBeGreaterThan(100);
    expect(await storedParts(queued.upload!)).toBe(1);
    // The job waits in pg-boss for a worker, keyed by the import.
    const waiting = await server.queue.findJobs(settlementImportJob.name, { key: `import:${id}` });
    expect(waiting.map((job) => job.data)).toEqual([{ importId: id }]);

    await advanceSettlementImport(deps, id);
    expect(sent).toContainEqual({ importId: id, afterS: 60 });
    const done = await poll(id);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'done',
      lines: 3,
      summary: { lines: 3, missing_here: 3 },
    });
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1 });
    // The stored file goes with the import's end.
    expect(await storedParts(queued.upload!)).toBe(0);

    // The job again (a late watch, a second send) changes nothing.
    await advanceSettlementImport(deps, id);
    expect((await poll(id)).body.data).toEqual(done.body.data);
  });

  it('stores a file larger than one part in order, and reads it back whole', async () => {
    const started = await upload(fileOf(25_000), 'large.csv');
    expect(started.status).toBe(202);
    const id = started.body.data.id;
    const { upload: stored, fileBytes } = (await row(id))!;
    expect(fileBytes).toBeGreaterThan(1024 * 1024);
    expect(await storedParts(stored!)).toBe(2);
    await advanceSettlementImport(deps, id);
    expect((await poll(id)).body.data).toMatchObject({
      status: 'done',
      summary: { lines: 25_000, missing_here: 25_000 },
    });
  });

  it('refuses a second upload while one is queued, whatever process would run it', async () => {
    const first = await upload(fileOf(2));
    expect(first.status).toBe(202);
    const second = await send(fileOf(2));
    expect(second.status).toBe(409);
    expect((await readError(second)).message).toBe(
      'مطابقة ملف آخر جارية الآن. انتظر انتهاءها ثم أعد المحاولة.',
    );
    // The database itself keeps it so: a second active row is refused.
    const refused = await server.database.db
      .insert(settlementImports)
      .values({ sha256: randomUUID(), fileName: 'x.csv', importedByLabel: 'test', status: 'queued' })
      .then(
        () => null,
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      );
    expect(refused).toBe('settlement_imports_one_active');
    await advanceSettlementImport(deps, first.body.data.id);
    expect((await poll(first.body.data.id)).body.data.status).toBe('done');
    expect((await upload(fileOf(1))).status).toBe(202);
    const [next] = await server.database.db
      .select()
      .from(settlementImports)
      .where(eq(settlementImports.status, 'queued'));
    await advanceSettlementImport(deps, next!.id);
  });

  it('a failed import keeps its reason in the database: the poll and the list show it, nothing else stays', async () => {
    const started = await upload(fileOf(2, ['bad,967770000001,50.00,YER,maybe,2026-01-01T10:00:00Z']));
    const id = started.body.data.id;
    const { upload: stored } = (await row(id))!;
    await advanceSettlementImport(deps, id);
    expect(await row(id)).toBeUndefined();
    expect(await storedParts(stored!)).toBe(0);
    const [failure] = await server.database.db
      .select()
      .from(settlementImportFailures)
      .where(eq(settlementImportFailures.id, id));
    expect(failure).toMatchObject({
      reason: 'settlement_line_unreadable',
      line: 4,
      detail: 'line 4: status is neither charged nor refunded',
      importedByLabel: 'admin@sarraf.local',
    });
    expect(failure!.message).toContain('السطر 4');
    const polled = await poll(id);
    expect(polled.body.data).toMatchObject({ status: 'failed', summary: null, totals: [] });
    expect(polled.body.data.error).toBe(failure!.message);
    const english = await admin.api.ok('adminGetSettlement', {
      params: { id },
      headers: { 'accept-language': 'en' },
    });
    expect(english.data.error).toContain('Line 4 of the file could not be read');
    const list = await admin.api.ok('adminListSettlements');
    expect(list.data[0]).toMatchObject({ id, status: 'failed', error: failure!.message });
    expect(list.data.map((item) => item.id)).toEqual(
      [...list.data.map((item) => item.id)].sort((a, b) => b - a),
    );
    const counts = rowsOf<{ total: number }>(
      await server.database.db.execute(
        sql`select (select count(*) from settlement_imports) + (select count(*) from settlement_import_failures) as total`,
      ),
    )[0]!;
    expect(list.meta.total).toBe(Number(counts.total));
  });

  it('watches a running import whose run is alive, and takes over one whose run went silent, clearing what it wrote', async () => {
    const started = await upload(fileOf(3));
    const id = started.body.data.id;
    const stoppedRun = await leftRunning(id, 5);
    sent.length = 0;
    await advanceSettlementImport(deps, id);
    // Alive (5 s < 60 s): left alone, looked at again later.
    expect(sent).toEqual([{ importId: id, afterS: 60 }]);
    expect(await row(id)).toMatchObject({ status: 'running', run: stoppedRun, attempts: 1 });
    expect((await poll(id)).body.data).toMatchObject({ status: 'running', lines: 2000 });

    // What the stopped run had written before it stopped.
    await server.database.db.insert(settlementReportLines).values({
      importId: id,
      group: 'missing_here',
      line: 99,
      day: '2026-01-01',
      reference: 'left-by-the-stopped-run',
      currency: 'YER',
    });
    await leftRunning(id, 61);
    await advanceSettlementImport(deps, id);
    const done = (await row(id))!;
    expect(done).toMatchObject({
      status: 'done',
      attempts: 2,
      lines: 3,
      summary: { lines: 3, missing_here: 3 },
    });
    expect(done.run).not.toBe(stoppedRun);
    const lines = await server.database.db
      .select({ reference: settlementReportLines.reference })
      .from(settlementReportLines)
      .where(eq(settlementReportLines.importId, id));
    expect(lines.map((line) => line.reference).sort()).toEqual(
      [0, 1, 2].map((index) => `job-${fileNumber}-${index}`),
    );

    // The stopped run, were it only paused, can write nothing more.
    const error = await reconcileSettlement(deps, {
      row: done,
      run: stoppedRun,
      open: () => readSettlementFile(server.database.db, randomUUID()),
      columns: SETTLEMENT_PRESETS.http,
      actor: { type: 'system', label: 'test' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SettlementRunTakenOver);
  });

  it('a run taken over between its heartbeat and its inserts writes nothing', async () => {
    const { id, run } = await takenByThisTest(3);
    const held = (await row(id))!;
    // Another worker takes the import just after this run's heartbeat, before its first insert.
    let takenOver = false;
    const db = new Proxy(server.database.db, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (key !== 'execute')
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        return async (query: Parameters<typeof target.execute>[0]) => {
          if (!takenOver) {
            takenOver = true;
            await target
              .update(settlementImports)
              .set({ run: randomUUID() })
              .where(eq(settlementImports.id, id));
          }
          return target.execute(query);
        };
      },
    });
    const error = await reconcileSettlement(
      { ...deps, database: { ...server.database, db } },
      {
        row: held,
        run,
        open: () => readSettlementFile(server.database.db, held.upload!),
        columns: SETTLEMENT_PRESETS.http,
        actor: { type: 'system', label: 'test' },
      },
    ).catch((caught: unknown) => caught);
    expect(takenOver).toBe(true);
    expect(error).toBeInstanceOf(SettlementRunTakenOver);
    const written = rowsOf<{ lines: number; seen: number }>(
      await server.database.db.execute(sql`select
        (select count(*)::int from settlement_report_lines where import_id = ${id}) as lines,
        (select count(*)::int from settlement_seen_references where import_id = ${id}) as seen`),
    )[0]!;
    expect(written).toEqual({ lines: 0, seen: 0 });
    // The worker that took it runs it once it is silent.
    await leftRunning(id, 61);
    await advanceSettlementImport(deps, id);
    expect(await row(id)).toMatchObject({ status: 'done', summary: { lines: 3, missing_here: 3 } });
  });

  it('a stored file that cannot be read fails the run instead of hanging it', async () => {
    const { id, run } = await takenByThisTest(2);
    const error = await reconcileSettlement(deps, {
      row: (await row(id))!,
      run,
      open: () =>
        new Readable({
          read() {
            this.destroy(new Error('the database went away'));
          },
        }),
      columns: SETTLEMENT_PRESETS.http,
      actor: { type: 'system', label: 'test' },
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('the database went away');
    await leftRunning(id, 61);
    await advanceSettlementImport(deps, id);
    expect(await row(id)).toMatchObject({ status: 'done' });
  });

  it(`fails an import whose worker stopped ${SETTLEMENT_MAX_ATTEMPTS} times, with its reason kept`, async () => {
    const started = await upload(fileOf(2));
    const id = started.body.data.id;
    const { upload: stored } = (await row(id))!;
    await leftRunning(id, 3600, SETTLEMENT_MAX_ATTEMPTS);
    await advanceSettlementImport(deps, id);
    expect(await row(id)).toBeUndefined();
    expect(await storedParts(stored!)).toBe(0);
    const polled = await poll(id);
    expect(polled.body.data).toMatchObject({
      status: 'failed',
      error: 'توقفت المطابقة بسبب خطأ في الخادم، ولم يُحفظ شيء منها. أعد رفع الملف.',
      error_detail: `the worker running it stopped ${SETTLEMENT_MAX_ATTEMPTS} times`,
    });
    expect((await upload(fileOf(1))).status).toBe(202);
  });

  it('the sweep sends the job again for an import left queued or silent, and deletes orphan uploads', async () => {
    const [queued] = await server.database.db
      .select()
      .from(settlementImports)
      .where(eq(settlementImports.status, 'queued'));
    // Its send was lost a while ago.
    await server.database.db
      .update(settlementImports)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(settlementImports.id, queued!.id));
    const orphan = randomUUID();
    await server.database.db.insert(settlementFiles).values({
      upload: orphan,
      part: 0,
      bytes: Buffer.from(HEADER),
      createdAt: new Date(Date.now() - 2 * 3600_000),
    });
    sent.length = 0;
    expect(await sweepSettlementImports(deps)).toEqual({ advanced: 1, orphans: 1 });
    expect(sent).toEqual([{ importId: queued!.id }]);
    expect(await storedParts(orphan)).toBe(0);
    expect(await storedParts(queued!.upload!)).toBe(1);
    await advanceSettlementImport(deps, queued!.id);
    expect(await row(queued!.id)).toMatchObject({ status: 'done' });
  });
});
