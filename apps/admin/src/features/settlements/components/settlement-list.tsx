import { Link } from 'react-router';
import type { TSettlementImport } from '@sarraf/contracts';
import { adminRoutes } from '../../../config/routes';
import { ar } from '../../../i18n/ar';
import { formatDateTime } from '../../../lib/format';
import { pathOf } from '../../../lib/query-string';
import { queryProblem } from '../../../lib/query-error';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { usePagedQuery } from '../../../components/ui/filter-form';
import { buttonClass } from '../../../components/ui/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useSettlements } from '../api/settlements';

const t = ar.settlements;
export const importTone = { running: 'warn', done: 'good', failed: 'bad' } as const;

const columns: DataColumn<TSettlementImport>[] = [
  {
    key: 'file',
    header: t.fileName,
    render: (row) => (
      <Link className={buttonClass.link} to={pathOf(adminRoutes['admin.settlement'], { id: row.id })}>
        <span dir="ltr">{row.file_name}</span>
      </Link>
    ),
  },
  { key: 'at', header: t.importedAt, render: (row) => formatDateTime(row.created_at) },
  { key: 'by', header: t.importedBy, ltr: true, render: (row) => row.imported_by },
  {
    key: 'status',
    header: ar.common.status,
    render: (row) => (
      <StatusBadge tone={importTone[row.status]}>{t.status[row.status] ?? row.status}</StatusBadge>
    ),
  },
  {
    key: 'covered',
    header: t.covered,
    ltr: true,
    render: (row) =>
      row.covered_from && row.covered_to ? t.coveredRange(row.covered_from, row.covered_to) : ar.common.none,
  },
  { key: 'lines', header: t.lines, ltr: true, render: (row) => String(row.lines) },
  {
    key: 'missing_here',
    header: t.missingHereShort,
    ltr: true,
    render: (row) =>
      row.summary ? (
        <span className={row.summary.missing_here > 0 ? 'font-bold text-red-800' : ''}>
          {row.summary.missing_here}
        </span>
      ) : (
        ar.common.none
      ),
  },
];

/** The imports, newest first, paged in the URL. */
export function SettlementList() {
  const { query, setPage } = usePagedQuery([]);
  const list = useSettlements(query);
  const problem = queryProblem(list.isError, list.error);
  return (
    <section aria-labelledby="settlement-list-title" className="flex flex-col gap-3">
      <h2 id="settlement-list-title" className="text-xl font-bold text-loader">
        {t.listTitle}
      </h2>
      <DataTable
        caption={t.listCaption}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={problem.text}
        onRetry={() => void list.refetch()}
        {...(list.data ? { meta: list.data.meta } : {})}
        onPage={setPage}
        emptyText={t.empty}
      />
    </section>
  );
}
