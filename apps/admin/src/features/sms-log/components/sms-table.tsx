import type { TAdminSms } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatDateTime } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { MixedText, Msisdn } from '../../../components/ui/ltr';
import { smsPurposeLabel } from '../../../i18n/code-labels';

const t = ar.smsLog;
const tone = { delivered: 'good', sent: 'good', failed: 'bad', queued: 'warn', sending: 'warn' } as const;

/** The SMS log's columns (the server has already masked every code); no number on a subscriber's page. */
export function smsColumns({ showMsisdn = true } = {}): DataColumn<TAdminSms>[] {
  return [
    { key: 'created', header: ar.common.date, render: (row) => formatDateTime(row.created_at) },
    ...(showMsisdn
      ? [
          {
            key: 'msisdn',
            header: ar.common.msisdn,
            render: (row: TAdminSms) => <Msisdn value={row.msisdn} />,
          },
        ]
      : []),
    // Why it was sent, in words (the code itself only for a purpose the back office does not know).
    { key: 'purpose', header: t.purpose, render: (row) => smsPurposeLabel(row.purpose) },
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
        <span className="block max-w-md min-w-48 break-words whitespace-pre-line">
          <MixedText text={row.text} />
        </span>
      ),
    },
    { key: 'attempts', header: t.attempts, render: (row) => String(row.attempts) },
    { key: 'error', header: t.error, ltr: true, render: (row) => row.last_error ?? ar.common.none },
  ];
}

/** SMS rows with their delivery status, unpaged (a subscriber's own page). */
export function SmsTable(props: {
  rows: readonly TAdminSms[] | undefined;
  showMsisdn?: boolean;
  caption?: string;
  emptyText?: string;
}) {
  return (
    <DataTable
      caption={props.caption ?? t.caption}
      columns={smsColumns({ showMsisdn: props.showMsisdn ?? true })}
      rows={props.rows}
      rowKey={(row) => row.id}
      isLoading={false}
      emptyText={props.emptyText ?? t.empty}
    />
  );
}
