import { Readable } from 'node:stream';
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
} from '@sarraf/contracts';
import { SETTLEMENT_MAX_BYTES } from '@sarraf/contracts/admin/settlement-limits';
import { HttpError, notFound } from '../../lib/http-error';
import { pickLang, say } from '../../lib/messages';
import { routeFromContract } from '../../lib/route';
import { requireAdmin } from '../../plugins/admin-auth';
import {
  getSettlementImport,
  getSettlementImportOrFailure,
  listSettlementImports,
  listSettlementReportLines,
  presentSettlementImport,
  queueSettlementImport,
  readSettlementColumns,
  saveSettlementColumns,
  SETTLEMENT_PRESETS,
  type SettlementFileError,
  settlementImportActive,
  settlementReportCsv,
  settlementTotalsCsv,
} from '../../services/settlement';

const langOf = (request: FastifyRequest) => pickLang(request.headers['accept-language']);

/** A file refused before its import is queued: 422 naming the missing column (or saying it is empty). */
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
 * upload is stored in the database as it streams in; its header is checked at once (a missing
 * column is a 422 naming it); its import is queued as a `settlement.import` job, which a worker on
 * any replica runs, and the answer is 202 with the import, which the back office polls on whichever
 * replica answers. A line that does not parse, deep in the file, shows on that poll as a failed
 * import with its line number.
 */
export function registerSettlementRoutes(app: FastifyInstance) {
  const { database, jobs } = app.deps;

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
        if (await settlementImportActive(database)) throw new HttpError(409, 'settlement_busy');
        if (Number(request.headers['content-length'] ?? 0) > SETTLEMENT_MAX_BYTES)
          throw new HttpError(413, 'settlement_file_too_large');
        const upload = await queueSettlementImport(
          { database, jobs },
          {
            body,
            fileName: request.query.file_name,
            actor: { type: 'admin', id: admin.user.id, label: admin.user.email, ip: request.ip },
          },
        );
        if (upload.kind === 'refused') return refuseFile(request, reply, upload.error);
        if (upload.kind === 'duplicate') {
          const earlier = await getSettlementImport(database.db, upload.importId, true);
          if (!earlier) throw notFound();
          return reply.status(200).send({ data: earlier });
        }
        return reply.status(202).send({ data: presentSettlementImport(upload.row) });
      },
    });
    done();
  });

  routeFromContract(app, adminListSettlements, ({ query, request }) =>
    listSettlementImports(database.db, query, langOf(request)),
  );

  routeFromContract(app, adminGetSettlementColumns, async () => ({ data: await columnSettings() }));

  routeFromContract(app, adminUpdateSettlementColumns, async ({ body, request }) => {
    await saveSettlementColumns(database.db, { admin: requireAdmin(request), ip: request.ip }, body.columns);
    return { data: await columnSettings() };
  });

  routeFromContract(app, adminGetSettlement, async ({ params, request }) => {
    const found = await getSettlementImportOrFailure(database.db, params.id, langOf(request));
    if (!found) throw notFound();
    return { data: found };
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
