import type { TAdminHeldRenewal } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';

const t = ar.subscriber;

const columns: DataColumn<TAdminHeldRenewal>[] = [
  { key: 'at', header: ar.common.date, render: (row) => formatDateTime(row.received_at) },
  {
    key: 'status',
    header: t.heldStatus,
    render: (row) => (row.status === 'succeeded' ? t.heldSucceeded : t.heldFailed),
  },
  {
    key: 'reported',
    header: t.heldReported,
    render: (row) => <span dir="ltr">{formatMoney(row.amount_minor, row.currency)}</span>,
  },
  {
    key: 'expected',
    header: t.heldExpected,
    render: (row) => <span dir="ltr">{formatMoney(row.expected_amount_minor, row.expected_currency)}</span>,
  },
  {
    key: 'ids',
    header: t.heldIds,
    render: (row) => (
      <code className="text-xs" dir="ltr">
        {row.reference}
        <span className="block">{row.event_id}</span>
      </code>
    ),
  },
];

/**
 * The operator's renewal reports held for another amount or currency than the subscription agreed
 * to (docs/operator-integration.md#operator-managed-renewals): they changed nothing, and a person
 * takes them up with the operator.
 */
export function HeldRenewals({ reports }: { reports: readonly TAdminHeldRenewal[] }) {
  return (
    <>
      <p className="text-sm">{t.heldNote}</p>
      <DataTable
        caption={t.heldCaption}
        columns={columns}
        rows={reports}
        rowKey={(row) => row.id}
        isLoading={false}
        emptyText={t.noHeld}
      />
    </>
  );
}
