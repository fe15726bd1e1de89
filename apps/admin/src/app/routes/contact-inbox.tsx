import { Link } from 'react-router';
import type { TAdminContactMessage } from '@sarraf/contracts';
import { adminRoutes } from '../../config/routes';
import { useContactMessages } from '../../features/contact-inbox/api/contact-inbox';
import { ar } from '../../i18n/ar';
import { formatDateTime } from '../../lib/format';
import { pathOf } from '../../lib/query-string';
import type { DataColumn } from '../../components/ui/data-table';
import { ListScreen } from '../../components/ui/list-screen';
import { buttonClass } from '../../components/ui/states';
import { StatusBadge } from '../../components/ui/status-badge';
import { Msisdn } from '../../components/ui/ltr';

const t = ar.contact;
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
          <span className="block text-sm">
            <Msisdn value={row.msisdn} />
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: 'currency',
    header: t.currency,
    // The currency the sender chose in the portal's form.
    render: (row) => (row.currency ? <span dir="ltr">{row.currency}</span> : t.noCurrency),
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
  return (
    <ListScreen
      id="contact"
      text={t}
      filters={[
        { name: 'status', label: ar.common.status, type: 'select', options: ar.contactStatus },
        { name: 'search', label: t.search, type: 'search' },
      ]}
      useList={useContactMessages}
      columns={columns}
    />
  );
}

export { ContactInboxScreen as Component };
