import type { TAdminSms, TPageMeta } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatDateTime } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';

const t = ar.smsLog;
const tone = { delivered: 'good', sent: 'good', failed: 'bad', queued: 'warn', sending: 'warn' } as const;

/** SMS rows with their delivery status; the server has already masked every code. */
export function SmsTable(props: {
  rows: readonly TAdminSms[] | undefined;
  isLoading: boolean;
  error?: string | null;
  onRetry?: () => void;
  meta?: TPageMeta;
  onPage?: (page: number) => void;
  showMsisdn?: boolean;
  caption?: string;
  emptyText?: string;
}) {
  const columns: DataColumn<TAdminSms>[] = [
    { key: 'created', header: ar.common.date, render: (row) => formatDateTime(row.created_at) },
    ...(props.showMsisdn === false
      ? []
      : [{ key: 'msisdn', header: ar.common.msisdn, ltr: true, render: (row: TAdminSms) => row.msisdn }]),
    {
      key: 'purpose',
      header: t.purpose,
      ltr: true,
      render: (row) => <code className="text-xs">{row.purpose}</code>,
    },
    {
      key: 'status',
      header: ar.common.status,
      render: (row) => (
        <>
          <StatusBadge tone={tone[row.status]}>{ar.smsStatus[row.status] ?? row.status}</StatusBadge>
          {row.delivered_at ? (
            <span className="block text-xs text-slate-600">{formatDateTime(row.delivered_at)}</span>
          ) : row.sent_at ? (
            <span className="block text-xs text-slate-600">{formatDateTime(row.sent_at)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'text',
      header: t.text,
      render: (row) => (
        <span className="block max-w-md min-w-48 break-words whitespace-pre-line">{row.text}</span>
      ),
    },
    { key: 'attempts', header: t.attempts, render: (row) => String(row.attempts) },
    { key: 'error', header: t.error, ltr: true, render: (row) => row.last_error ?? ar.common.none },
  ];
  return (
    <DataTable
      caption={props.caption ?? t.caption}
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.id}
      isLoading={props.isLoading}
      error={props.error ?? null}
      {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      {...(props.meta && props.onPage ? { meta: props.meta, onPage: props.onPage } : {})}
      emptyText={props.emptyText ?? t.empty}
    />
  );
}
