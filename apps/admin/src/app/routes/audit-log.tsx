import type { TAuditEntry } from '@sarraf/contracts';
import { useAuditLog } from '../../features/audit-log/api/audit-log';
import { AuditDiff } from '../../features/audit-log/components/audit-diff';
import { ar } from '../../i18n/ar';
import { formatDateTime } from '../../lib/format';
import type { DataColumn } from '../../components/ui/data-table';
import { dateRangeFilters } from '../../components/ui/filter-form';
import { ListScreen } from '../../components/ui/list-screen';

const t = ar.audit;

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
  return (
    <ListScreen
      id="audit"
      text={t}
      filters={[
        { name: 'actor', label: t.actor, hint: t.actorHint, type: 'text', ltr: true },
        { name: 'entity', label: t.entity, type: 'text', ltr: true },
        { name: 'action', label: t.action, type: 'text', ltr: true },
        ...dateRangeFilters,
      ]}
      linkedFilters={['entity_id']}
      useList={useAuditLog}
      columns={columns}
    />
  );
}

export { AuditLogScreen as Component };
