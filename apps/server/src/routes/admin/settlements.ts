import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDownloadSettlementReport,
  adminDownloadSettlementTotals,
  adminGetSettlement,
  adminGetSettlementColumns,
  adminListSettlementLines,
  adminListSettlements,
  adminUpdateSettlementColumns,
  adminUploadSettlement,
  type TSettlementColumnSettings,
  type TSettlementImportDetail,
} from '@sarraf/contracts';
import { SETTLEMENT_MAX_BYTES } from '@sarraf/contracts/admin/settlement-limits';
import { HttpError, notFound } from '../../lib/http-error';
import { say } from '../../lib/messages';
import { routeFromContract } from '../../lib/route';
import { requireAdmin } from '../../plugins/admin-auth';
import { SettlementFileError } from '../../services/settlement/settlement-file-error';
import { checkSettlementHeader } from '../../services/settlement/settlement-header';
import {
  getSettlementImport,
  listSettlementImports,
  listSettlementReportLines,
  presentSettlementImport,
} from '../../services/settlement/settlement-imports';
import { readSettlementColumns } from '../../services/settlement/settlement-columns';
import { SETTLEMENT_PRESETS } from '../../services/settlement/settlement-line';
import { settlementReportCsv, settlementTotalsCsv } from '../../services/settlement/settlement-report-csv';
import { saveSettlementColumns } from '../../services/settlement/save-settlement-columns';
import { createSettlementRunner, type SettlementFailure } from '../../services/settlement/settlement-runner';

/** Counts the bytes going through and fails past `limit`: the upload is never held whole. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) return callback(new HttpError(413, 'settlement_file_too_large'));
      callback(null, chunk);
    },
  });
}

/** A failed import as a poll sees it: its row is gone, its reason is in this process's memory. */
function presentFailure(request: FastifyRequest, failure: SettlementFailure): TSettlementImportDetail {
  return {
    id: failure.importId,
    file_name: failure.fileName,
    status: 'failed',
    duplicate: false,
    error: say(request, failure.reason)
      .replace('{line}', String(failure.line ?? ''))
      .replace('{limit}', String(failure.limit ?? '')),
    error_detail: failure.detail,
    lines: 0,
    covered_from: null,
    covered_to: null,
    summary: null,
    imported_by: failure.actor.label,
    imported_by_id: failure.actor.id ?? null,
    created_at: failure.createdAt.toISOString(),
    finished_at: failure.finishedAt.toISOString(),
    totals: [],
  };
}

/** A file refused before its import starts: 422 naming the missing column (or saying it is empty). */
function refuseFile(request: FastifyRequest, reply: FastifyReply, error: SettlementFileError) {
  const message = error.where.column
    ? say(request, 'settlement_column_missing').replace('{column}', error.where.column)
    : say(request, 'settlement_no_header');
  return reply
    .status(422)
    .type('application/json; charset=utf-8')
    .send({ message, errors: { file: [message] } });
}

/**
 * The operator's settlement file in the back office (docs/revenue.md#settlement), admins only. The
 * upload streams to a file under DATA_DIR/settlements/incoming; its header is checked at once (a
 * missing column is a 422 naming it); the import then runs in the background of this process and
 * the answer is 202 with the running import, which the back office polls. A line that does not
 * parse, deep in the file, shows on that poll as a failed import with its line number.
 */
export function registerSettlementRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const runner = createSettlementRunner({ database, log: app.log, timeZone: config.timeZone });
  const incoming = path.join(config.dataDir, 'settlements', 'incoming');
  app.addHook('onClose', () => runner.close());

  const columnSettings = async (): Promise<TSettlementColumnSettings> => ({
    columns: await readSettlementColumns(database.db),
    presets: { ...SETTLEMENT_PRESETS },
  });

  void app.register((scope, _options, done) => {
    // Scoped to this plugin: the body is handed on as the request's stream, never buffered.
    scope.addContentTypeParser(['text/csv', 'application/octet-stream'], (_request, payload, next) =>
      next(null, payload),
    );
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: adminUploadSettlement.method,
      url: adminUploadSettlement.path,
      schema: {
        querystring: adminUploadSettlement.query,
        response: { 200: adminUploadSettlement.response, 202: adminUploadSettlement.response },
      },
      config: { access: adminUploadSettlement.access, role: adminUploadSettlement.role },
      handler: async (request, reply) => {
        const admin = requireAdmin(request);
        const body = request.body;
        if (!(body instanceof Readable)) throw new HttpError(415, 'unsupported_media_type');
        if (runner.busy) throw new HttpError(409, 'settlement_busy');
        if (Number(request.headers['content-length'] ?? 0) > SETTLEMENT_MAX_BYTES)
          throw new HttpError(413, 'settlement_file_too_large');

        await mkdir(incoming, { recursive: true });
        const file = path.join(incoming, `${randomUUID()}.csv`);
        let handedOver = false;
        try {
          await pipeline(body, byteLimit(SETTLEMENT_MAX_BYTES), createWriteStream(file));
          const columns = await readSettlementColumns(database.db);
          try {
            await checkSettlementHeader(file, columns);
          } catch (error) {
            if (error instanceof SettlementFileError) return refuseFile(request, reply, error);
            throw error;
          }
          if (runner.busy) throw new HttpError(409, 'settlement_busy');
          handedOver = true;
          const start = await runner.start({
            path: file,
            fileName: request.query.file_name,
            columns,
            actor: { type: 'admin', id: admin.user.id, label: admin.user.email, ip: request.ip },
          });
          if (start.duplicate) {
            const earlier = await getSettlementImport(database.db, start.importId, true);
            if (!earlier) throw notFound();
            return reply.status(200).send({ data: earlier });
          }
          return reply.status(202).send({ data: presentSettlementImport(start.started) });
        } finally {
          if (!handedOver) await rm(file, { force: true });
        }
      },
    });
    done();
  });

  routeFromContract(app, adminListSettlements, ({ query }) => listSettlementImports(database.db, query));

  routeFromContract(app, adminGetSettlementColumns, async () => ({ data: await columnSettings() }));

  routeFromContract(app, adminUpdateSettlementColumns, async ({ body, request }) => {
    await saveSettlementColumns(database.db, { admin: requireAdmin(request), ip: request.ip }, body.columns);
    return { data: await columnSettings() };
  });

  routeFromContract(app, adminGetSettlement, async ({ params, request }) => {
    const found = await getSettlementImport(database.db, params.id);
    if (found) return { data: found };
    const failure = runner.failureOf(params.id);
    if (failure) return { data: presentFailure(request, failure) };
    throw notFound();
  });

  routeFromContract(app, adminListSettlementLines, async ({ params, query }) => {
    if (!(await getSettlementImport(database.db, params.id))) throw notFound();
    return listSettlementReportLines(database.db, params.id, query);
  });

  // Registered by hand: the answer is CSV, which the contract's JSON serializer must not touch.
  for (const contract of [adminDownloadSettlementReport, adminDownloadSettlementTotals]) {
    const totals = contract === adminDownloadSettlementTotals;
    app.route({
      method: contract.method,
      url: contract.path,
      config: { access: contract.access, role: contract.role },
      handler: async (request, reply) => {
        const parsed = contract.params.safeParse(request.params);
        if (!parsed.success) throw notFound();
        const id = parsed.data.id;
        const found = await getSettlementImport(database.db, id);
        if (!found) throw notFound();
        if (found.status !== 'done') throw new HttpError(409, 'settlement_running');
        const name = totals ? `settlement-${id}-totals.csv` : `settlement-${id}.csv`;
        void reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store');
        if (totals) return reply.send((await settlementTotalsCsv(database.db, id)) ?? '');
        return reply.send(Readable.from(settlementReportCsv(database.db, id)));
      },
    });
  }
}
