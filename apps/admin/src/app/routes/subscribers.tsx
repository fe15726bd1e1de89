import { Link } from 'react-router';
import type { TAdminSubscriberRow } from '@sarraf/contracts';
import { adminRoutes } from '../../config/routes';
import { useSubscribers } from '../../features/subscribers/api/subscribers';
import { ar } from '../../i18n/ar';
import { formatDateTime } from '../../lib/format';
import { pathOf } from '../../lib/query-string';
import { queryProblem } from '../../lib/query-error';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { FilterForm, usePagedQuery } from '../../components/ui/filter-form';
import { buttonClass } from '../../components/ui/states';
import { StatusBadge } from '../../components/ui/status-badge';

const t = ar.subscribers;
const FILTERS = ['msisdn', 'state'] as const;
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
    ltr: true,
    render: (row) => (
      <Link className={buttonClass.link} to={pathOf(adminRoutes['admin.subscriber'], { id: row.id })}>
        {row.msisdn}
      </Link>
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
  const { query, setPage } = usePagedQuery(FILTERS);
  const list = useSubscribers(query);
  const problem = queryProblem(list.isError, list.error);
  return (
    <section aria-labelledby="subscribers-title" className="flex flex-col gap-4">
      <h1 id="subscribers-title" className="text-3xl font-bold text-loader">
        {t.title}
      </h1>
      <FilterForm
        label={ar.common.filtersTitle}
        errors={problem.errors}
        fields={[
          {
            name: 'msisdn',
            label: t.search,
            hint: ar.common.msisdnHint,
            type: 'search',
            ltr: true,
            inputMode: 'tel',
          },
          { name: 'state', label: t.state, type: 'select', options: ar.subscriptionState },
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

export { SubscribersScreen as Component };
