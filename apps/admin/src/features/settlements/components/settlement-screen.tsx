import { Link, useParams, useSearchParams } from 'react-router';
import { adminRoutes } from '../../../config/routes';
import { ar } from '../../../i18n/ar';
import { formatDateTime } from '../../../lib/format';
import { queryProblem } from '../../../lib/query-error';
import { buttonClass, ErrorState, LoadingState } from '../../../components/ui/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { settlementDownloadUrl, useSettlement } from '../api/settlements';
import { importTone } from './settlement-list';
import { SettlementLines } from './settlement-lines';
import { SettlementSummary } from './settlement-summary';
import { SettlementTotals } from './settlement-totals';

const t = ar.settlements;

/** One import: running (polled), failed with its reason, or its report with the downloads. */
export function SettlementScreen() {
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  const settlement = useSettlement(id);
  const problem = queryProblem(settlement.isError, settlement.error);

  if (settlement.isPending) return <LoadingState />;
  if (settlement.isError)
    return <ErrorState message={problem.text ?? undefined} onRetry={() => void settlement.refetch()} />;
  const data = settlement.data;

  return (
    <article aria-labelledby="settlement-title" className="flex flex-col gap-5">
      <p>
        <Link className={buttonClass.link} to={adminRoutes['admin.settlements']}>
          {t.back}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="settlement-title" className="text-3xl font-bold break-all text-loader" dir="auto">
          {data.file_name}
        </h1>
        <StatusBadge tone={importTone[data.status]}>{t.status[data.status] ?? data.status}</StatusBadge>
      </div>
      {params.get('duplicate') ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          {t.duplicate}
        </p>
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">{t.importedBy}</dt>
        <dd>
          <span dir="ltr">{data.imported_by}</span>
        </dd>
        <dt className="font-bold">{t.importedAt}</dt>
        <dd>{formatDateTime(data.created_at)}</dd>
        {data.finished_at ? (
          <>
            <dt className="font-bold">{t.finishedAt}</dt>
            <dd>{formatDateTime(data.finished_at)}</dd>
          </>
        ) : null}
        {data.covered_from && data.covered_to ? (
          <>
            <dt className="font-bold">{t.covered}</dt>
            <dd>
              <span dir="ltr">{t.coveredRange(data.covered_from, data.covered_to)}</span>
            </dd>
          </>
        ) : null}
        {data.status === 'done' ? (
          <>
            <dt className="font-bold">{t.lines}</dt>
            <dd>
              <span dir="ltr">{data.lines}</span>
            </dd>
          </>
        ) : null}
      </dl>

      {data.status === 'running' ? <LoadingState label={t.running} /> : null}

      {data.status === 'failed' ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-red-900">
          <p className="font-bold">{t.failedTitle}</p>
          <p className="mt-1">{data.error}</p>
          {data.error_detail ? (
            <p className="mt-2 text-sm">
              {t.failedDetail}:{' '}
              <code dir="ltr" className="break-all">
                {data.error_detail}
              </code>
            </p>
          ) : null}
        </div>
      ) : null}

      {data.status === 'done' && data.summary ? (
        <>
          <SettlementSummary summary={data.summary} />
          <section aria-labelledby="settlement-downloads-title" className="flex flex-col gap-2">
            <h2 id="settlement-downloads-title" className="text-xl font-bold text-loader">
              {t.downloads}
            </h2>
            <div className="flex flex-wrap gap-3">
              <a className={buttonClass.secondary} href={settlementDownloadUrl('report', data.id)} download>
                {t.downloadReport}
              </a>
              <a className={buttonClass.secondary} href={settlementDownloadUrl('totals', data.id)} download>
                {t.downloadTotals}
              </a>
            </div>
          </section>
          <SettlementTotals totals={data.totals} />
          <SettlementLines id={id} />
        </>
      ) : null}
    </article>
  );
}
