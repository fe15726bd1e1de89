import { ar } from '../../../i18n/ar';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import type { RevenueDay } from '../series';

/**
 * A chart's numbers, one row per day, folded under the chart: a year is 365 rows, and the figures
 * that matter at a glance are in the headline already.
 */
export function DayTable({
  caption,
  days,
  columns,
}: {
  caption: string;
  days: readonly RevenueDay[];
  columns: readonly DataColumn<RevenueDay>[];
}) {
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2">
      <summary className="cursor-pointer font-bold text-loader">{ar.revenue.showTable}</summary>
      <div className="mt-2">
        <DataTable
          caption={caption}
          columns={[
            {
              key: 'day',
              header: ar.revenue.day,
              ltr: true,
              render: (row) => <span className="whitespace-nowrap">{row.day}</span>,
            },
            ...columns,
          ]}
          rows={days}
          rowKey={(row) => row.day}
          isLoading={false}
        />
      </div>
    </details>
  );
}
