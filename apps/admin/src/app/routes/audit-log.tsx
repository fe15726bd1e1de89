import type { TAuditEntry } from '@sarraf/contracts';
import { useAuditLog } from '../../features/audit-log/api/audit-log';
import { AuditDiff } from '../../features/audit-log/components/audit-diff';
import { ar } from '../../i18n/ar';
import { formatDateTime } from '../../lib/format';
import { queryProblem } from '../../lib/query-error';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { FilterForm, usePagedQuery } from '../../components/ui/filter-form';

const t = ar.audit;
const FILTERS = ['actor', 'entity', 'entity_id', 'action', 'from', 'to'] as const;

const columns: DataColumn<TAuditEntry>[] = [
  { key: 'at', header: t.at, render: (row) => formatDateTime(row.at) },
  {
    key: 'actor',
    header: t.actor,
    render: (row) => (
      <>
        <span dir="ltr">{row.actor_label}</span>
        <span className="block text-xs text-slate-600">{ar.actor[row.actor_type] ?? row.actor_type}</span>
      </>
    ),
  },
  {
    key: 'action',
    header: t.action,
    ltr: true,
    render: (row) => <code className="text-xs">{row.action}</code>,
  },
  {
    key: 'entity',
    header: t.entity,
    ltr: true,
    render: (row) => (
      <code className="text-xs">
        {row.entity}
        {row.entity_id ? ` #${row.entity_id}` : ''}
      </code>
    ),
  },
  {
    key: 'diff',
    header: t.changes,
    render: (row) => (
      <AuditDiff before={row.before} after={row.after} label={`${row.action} ${row.entity_id ?? ''}`} />
    ),
  },
];

/** The audit log: who changed what, when, before and after. */
export function AuditLogScreen() {
  const { query, setPage } = usePagedQuery(FILTERS);
  const list = useAuditLog(query);
  const problem = queryProblem(list.isError, list.error);
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h1 id="audit-title" className="text-3xl font-bold text-loader">
        {t.title}
      </h1>
      <FilterForm
        label={ar.common.filtersTitle}
        errors={problem.errors}
        fields={[
          { name: 'actor', label: t.actor, hint: t.actorHint, type: 'text', ltr: true },
          { name: 'entity', label: t.entity, type: 'text', ltr: true },
          { name: 'action', label: t.action, type: 'text', ltr: true },
          { name: 'from', label: ar.common.from, type: 'date' },
          { name: 'to', label: ar.common.to, type: 'date' },
        ]}
      />
      <DataTable
        caption={t.caption}
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

export { AuditLogScreen as Component };
