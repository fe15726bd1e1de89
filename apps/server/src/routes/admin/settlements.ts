import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { notFound, unprocessable } from '../../lib/http-error';
import { pickLang } from '../../lib/messages';
import { routeFromContract, streamAnswer, textAnswer, withStatus } from '../../lib/route';
import { operatorScopeOf, requireAdmin } from '../../plugins/admin-auth';
import { chosenOperator } from '../../services/operators';
import {
  getSettlementImport,
  getSettlementImportOrFailure,
  listSettlementImports,
  listSettlementReportLines,
  readSettlementColumns,
  saveSettlementColumns,
  SETTLEMENT_PRESETS,
  settlementReportDownload,
  settlementTotalsDownload,
  uploadSettlement,
} from '../../services/settlement';

const langOf = (request: FastifyRequest) => pickLang(request.headers['accept-language']);

/**
 * The operator's settlement file in the back office (docs/revenue.md#settlement), admins only. The
 * upload streams into the database and its import is queued as a job any replica's worker runs
 * (services/settlement/upload-settlement.ts); the back office polls the import on whichever replica
 * answers. The report and the totals download as CSV attachments.
 */
export function registerSettlementRoutes(app: FastifyInstance) {
  const { config, database, jobs } = app.deps;

  const columnSettings = async (): Promise<TSettlementColumnSettings> => ({
    columns: await readSettlementColumns(database.db),
    presets: { ...SETTLEMENT_PRESETS },
  });

  routeFromContract(app, adminUploadSettlement, async ({ body, query, request }) => {
    const admin = requireAdmin(request);
    // Whose file it is: matched against that operator's ledger only.
    const operator = chosenOperator(config.operators, query.operator);
    if (!operator.ok) throw unprocessable({ operator: [operator.reason] });
    const upload = await uploadSettlement(
      { database, jobs },
      {
        body,
        declaredBytes: Number(request.headers['content-length'] ?? 0),
        fileName: query.file_name,
        operatorId: operator.id,
        actor: { type: 'admin', id: admin.user.id, label: admin.user.email, ip: request.ip },
      },
    );
    return withStatus(upload.status, { data: upload.data });
  });

  routeFromContract(app, adminListSettlements, ({ query, request }) =>
    listSettlementImports(
      database.db,
      { ...query, operator: operatorScopeOf(request, query.operator) },
      langOf(request),
    ),
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

  routeFromContract(app, adminDownloadSettlementReport, async ({ params, reply }) => {
    const { fileName, csv } = await settlementReportDownload(database.db, params.id);
    void reply.header('cache-control', 'no-store');
    return streamAnswer(csv, { fileName });
  });

  routeFromContract(app, adminDownloadSettlementTotals, async ({ params, reply }) => {
    const { fileName, csv } = await settlementTotalsDownload(database.db, params.id);
    void reply.header('cache-control', 'no-store');
    return textAnswer(csv, { fileName });
  });
}
