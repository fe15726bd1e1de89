import type { TAdminSubscriptionEvent } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatDateTime } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';

const t = ar.subscriber;
const state = (value: string | null) => (value ? (ar.subscriptionState[value] ?? value) : ar.common.none);

const columns: DataColumn<TAdminSubscriptionEvent>[] = [
  { key: 'at', header: ar.common.date, render: (row) => formatDateTime(row.created_at) },
  { key: 'from', header: t.from, render: (row) => state(row.from_state) },
  { key: 'to', header: t.to, render: (row) => state(row.to_state) },
  {
    key: 'reason',
    header: t.cause,
    render: (row) => (
      <>
        <code className="text-xs" dir="ltr">
          {row.reason}
        </code>
        {typeof row.details?.note === 'string' ? (
          <span className="block text-sm">{row.details.note}</span>
        ) : null}
      </>
    ),
  },
  {
    key: 'by',
    header: t.by,
    render: (row) => (
      <>
        {ar.actor[row.actor] ?? row.actor}
        {row.admin_email ? (
          <span className="block text-sm" dir="ltr">
            {row.admin_email}
          </span>
        ) : null}
      </>
    ),
  },
];

/** Every state transition of the subscriber's subscriptions, newest first (subscription_events). */
export function SubscriptionHistory({ events }: { events: readonly TAdminSubscriptionEvent[] }) {
  return (
    <DataTable
      caption={t.historyCaption}
      columns={columns}
      rows={events}
      rowKey={(row) => row.id}
      isLoading={false}
      emptyText={t.noHistory}
    />
  );
}
