import { useSearchParams } from 'react-router';
import { ar } from '../../../i18n/ar';
import { serviceZoneLabel } from '../../../lib/format';
import { queryProblem } from '../../../lib/query-error';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { useChannelSummary } from '../api/channels';
import { cellKey, dayRows, type DayRow } from '../day-rows';

const t = ar.channels;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Columns in the order an operator reads them: what people ask, then how they subscribed.
const ORDER: Record<string, readonly string[]> = {
  keywords: ['currency', 'rates', 'gold', 'help', 'subscribe', 'confirm', 'cancel', 'unknown'],
  subscriptions_by_channel: ['sms_code', 'he', 'sms_keyword'],
  ussd_sessions: ['completed', 'expired', 'open'],
};

const LABELS: Record<string, Record<string, string>> = {
  keywords: t.keywords,
  subscriptions_by_channel: t.consentChannels,
  ussd_sessions: t.ussdEndings,
};

const labelOf = (series: string, key: string) => LABELS[series]?.[key] ?? key;

/**
 * Per day: inbound SMS per keyword, new subscriptions per consent channel and USSD sessions, for the list's own
 * date filters when both are whole days (else the API's last 30 days).
 */
export function ChannelSummary() {
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = ISO_DAY.test(from) && ISO_DAY.test(to) ? { from, to } : {};
  const summary = useChannelSummary(range);
  const problem = queryProblem(summary.isError, summary.error);
  const { columns, rows } = dayRows(summary.data?.series ?? {}, ORDER);
  const seriesNames = Object.keys(summary.data?.series ?? {});
  const tableColumns: DataColumn<DayRow>[] = [
    {
      key: 'day',
      header: t.day,
      ltr: true,
      render: (row) => <span className="whitespace-nowrap">{row.day}</span>,
    },
    ...seriesNames.flatMap((series) => [
      ...columns
        .filter((column) => column.series === series)
        .map((column) => ({
          key: cellKey(column),
          header: `${t.series[series] ?? series}: ${labelOf(series, column.key)}`,
          ltr: true,
          render: (row: DayRow) => String(row.counts[cellKey(column)] ?? 0),
        })),
      {
        key: `${series}:total`,
        header: `${t.series[series] ?? series}: ${t.total}`,
        ltr: true,
        render: (row: DayRow) => <strong>{String(row.totals[series] ?? 0)}</strong>,
      },
    ]),
  ];
  return (
    <section aria-labelledby="channels-summary-title" className="flex flex-col gap-2">
      <h2 id="channels-summary-title" className="text-2xl font-bold text-loader">
        {t.summaryTitle}
      </h2>
      <p className="text-slate-700">{t.summaryIntro(serviceZoneLabel())}</p>
      {summary.data ? (
        <p dir="ltr" className="text-end text-sm whitespace-nowrap text-slate-700">
          {summary.data.from} – {summary.data.to}
        </p>
      ) : null}
      <DataTable
        caption={t.summaryCaption}
        columns={tableColumns}
        rows={summary.data ? rows : undefined}
        rowKey={(row) => row.day}
        isLoading={summary.isPending}
        error={problem.text}
        onRetry={() => void summary.refetch()}
        emptyText={t.summaryEmpty}
      />
    </section>
  );
}
