import type { TAdminInboundMessage } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatDateTime } from '../../../lib/format';
import type { DataColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Msisdn } from '../../../components/ui/ltr';

const t = ar.channels;
const tone = { delivered: 'good', sent: 'good', failed: 'bad', queued: 'warn', sending: 'warn' } as const;

/** The inbound log's columns: when, who, what was sent and read, what was done, the reply. */
export function inboundColumns(): DataColumn<TAdminInboundMessage>[] {
  return [
    { key: 'received', header: ar.common.date, render: (row) => formatDateTime(row.received_at) },
    {
      key: 'msisdn',
      header: ar.common.msisdn,
      render: (row) => (row.msisdn ? <Msisdn value={row.msisdn} /> : ar.common.none),
    },
    { key: 'channel', header: t.channel, render: (row) => t.inboundChannels[row.channel] ?? row.channel },
    { key: 'text', header: t.text, render: (row) => <span className="break-words">{row.text}</span> },
    {
      key: 'keyword',
      header: t.keyword,
      render: (row) => (
        <>
          {t.keywords[row.keyword] ?? row.keyword}
          {row.argument ? (
            <code dir="ltr" className="ms-1 text-xs">
              {row.argument}
            </code>
          ) : null}
        </>
      ),
    },
    { key: 'outcome', header: t.outcome, render: (row) => t.outcomes[row.outcome] ?? row.outcome },
    {
      key: 'reply',
      header: t.reply,
      render: (row) =>
        row.reply_text ? (
          <>
            <span className="block max-w-md min-w-48 break-words whitespace-pre-line">{row.reply_text}</span>
            {row.reply_status ? (
              <StatusBadge tone={tone[row.reply_status]}>
                {ar.smsStatus[row.reply_status] ?? row.reply_status}
              </StatusBadge>
            ) : null}
          </>
        ) : (
          t.noReply
        ),
    },
  ];
}
