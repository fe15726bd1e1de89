import type { TAuditEntry } from '@sarraf/contracts';
import { useAuditLog } from '../../features/audit-log/api/audit-log';
import { AuditDiff } from '../../features/audit-log/components/audit-diff';
import { ar } from '../../i18n/ar';
import { AUDIT_ACTION_LABELS, auditActionLabel } from '../../i18n/code-labels';
import { Ltr } from '../../components/ui/ltr';
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
        <Ltr>{row.actor_label}</Ltr>
        <span className="block text-xs text-slate-600">{ar.actor[row.actor_type] ?? row.actor_type}</span>
      </>
    ),
  },
  // What was done, in words (the code itself only for an action the back office does not know).
  { key: 'action', header: t.action, render: (row) => auditActionLabel(row.action) },
  {
    key: 'entity',
    header: t.entity,
    ltr: true,
    render: (row) => (
      <code className="block max-w-56 text-xs break-all">
        {row.entity}
        {row.entity_id ? ` #${row.entity_id}` : ''}
      </code>
    ),
  },
  {
    key: 'diff',
    header: t.changes,
    render: (row) => (
      <AuditDiff
        before={row.before}
        after={row.after}
        label={`${auditActionLabel(row.action)} ${row.entity_id ?? ''}`}
      />
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
        { name: 'action', label: t.action, type: 'select', options: AUDIT_ACTION_LABELS },
        ...dateRangeFilters,
      ]}
      linkedFilters={['entity_id']}
      useList={useAuditLog}
      columns={columns}
    />
  );
}

export { AuditLogScreen as Component };
