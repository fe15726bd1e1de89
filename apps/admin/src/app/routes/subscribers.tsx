import { Link } from 'react-router';
import type { TAdminSubscriberRow } from '@sarraf/contracts';
import { adminRoutes } from '../../config/routes';
import { useSubscribers } from '../../features/subscribers/api/subscribers';
import { ar } from '../../i18n/ar';
import { formatDateTime } from '../../lib/format';
import { pathOf } from '../../lib/query-string';
import type { DataColumn } from '../../components/ui/data-table';
import { msisdnFilter, useOperatorFilter } from '../../components/ui/filter-form';
import { ListScreen } from '../../components/ui/list-screen';
import { buttonClass } from '../../components/ui/states';
import { StatusBadge } from '../../components/ui/status-badge';
import { Msisdn } from '../../components/ui/ltr';

const t = ar.subscribers;
const stateTone = {
  active: 'good',
  grace: 'warn',
  pending_payment: 'warn',
  suspended: 'bad',
  cancelled: 'neutral',
} as const;

const columns: DataColumn<TAdminSubscriberRow>[] = [
  {
    key: 'msisdn',
    header: ar.common.msisdn,
    render: (row) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link className={buttonClass.link} to={pathOf(adminRoutes['admin.subscriber'], { id: row.id })}>
          <Msisdn value={row.msisdn} />
        </Link>
        {row.retired_at ? <StatusBadge tone="neutral">{ar.common.recycled}</StatusBadge> : null}
      </span>
    ),
  },
  { key: 'name', header: t.name, render: (row) => row.name ?? ar.common.none },
  {
    key: 'state',
    header: t.state,
    render: (row) =>
      row.subscription ? (
        <StatusBadge tone={stateTone[row.subscription.state]}>
          {ar.subscriptionState[row.subscription.state] ?? row.subscription.state}
        </StatusBadge>
      ) : (
        t.noSubscription
      ),
  },
  { key: 'plan', header: t.plan, render: (row) => row.subscription?.plan_name ?? ar.common.none },
  { key: 'joined', header: t.joined, render: (row) => formatDateTime(row.created_at) },
];

/** Subscriber search by number. */
export function SubscribersScreen() {
  const operatorFilter = useOperatorFilter();
  return (
    <ListScreen
      id="subscribers"
      text={ar.subscribers}
      filters={[
        msisdnFilter(t.search),
        { name: 'state', label: t.state, type: 'select', options: ar.subscriptionState },
        ...operatorFilter,
      ]}
      useList={useSubscribers}
      columns={columns}
    />
  );
}

export { SubscribersScreen as Component };
