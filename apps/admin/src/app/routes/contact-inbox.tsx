import { Link } from 'react-router';
import type { TAdminContactMessage } from '@sarraf/contracts';
import { adminRoutes } from '../../config/routes';
import { useContactMessages } from '../../features/contact-inbox/api/contact-inbox';
import { ar } from '../../i18n/ar';
import { formatDateTime } from '../../lib/format';
import { pathOf } from '../../lib/query-string';
import { queryProblem } from '../../lib/query-error';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { FilterForm, usePagedQuery } from '../../components/ui/filter-form';
import { buttonClass } from '../../components/ui/states';
import { StatusBadge } from '../../components/ui/status-badge';

const t = ar.contact;
const FILTERS = ['status', 'search'] as const;
const tone = { new: 'warn', read: 'neutral', answered: 'good' } as const;

const columns: DataColumn<TAdminContactMessage>[] = [
  {
    key: 'subject',
    header: t.subject,
    render: (row) => (
      <Link
        className={`${buttonClass.link} ${row.status === 'new' ? '' : 'font-normal'}`}
        to={pathOf(adminRoutes['admin.contact.message'], { id: row.id })}
      >
        {row.subject || t.noSubject}
      </Link>
    ),
  },
  {
    key: 'sender',
    header: t.sender,
    render: (row) => (
      <>
        {row.name}
        {row.msisdn ? (
          <span className="block text-sm" dir="ltr">
            {row.msisdn}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: 'status',
    header: ar.common.status,
    render: (row) => (
      <StatusBadge tone={tone[row.status]}>{ar.contactStatus[row.status] ?? row.status}</StatusBadge>
    ),
  },
  { key: 'received', header: t.received, render: (row) => formatDateTime(row.created_at) },
];

/** The contact inbox: unread first. */
export function ContactInboxScreen() {
  const { query, setPage } = usePagedQuery(FILTERS);
  const list = useContactMessages(query);
  const problem = queryProblem(list.isError, list.error);
  return (
    <section aria-labelledby="contact-title" className="flex flex-col gap-4">
      <h1 id="contact-title" className="text-3xl font-bold text-loader">
        {t.title}
      </h1>
      <FilterForm
        label={ar.common.filtersTitle}
        errors={problem.errors}
        fields={[
          { name: 'status', label: ar.common.status, type: 'select', options: ar.contactStatus },
          { name: 'search', label: t.search, type: 'search' },
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

export { ContactInboxScreen as Component };
