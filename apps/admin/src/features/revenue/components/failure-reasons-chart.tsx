import { ar } from '../../../i18n/ar';
import { DataTable } from '../../../components/ui/data-table';
import { CategoryBars } from './category-bars';
import { ChartCard } from './chart-card';
import { palette } from './chart-palette';

const t = ar.revenue;

/** Why charges failed over the view, most frequent first, each reason in the portal's words. */
export function FailureReasonsChart({ reasons }: { reasons: readonly { reason: string; count: number }[] }) {
  const summary =
    reasons.length === 0
      ? t.noFailures
      : t.failuresSummary(
          t.list(reasons.map((row) => t.failurePart(ar.chargeReasons(row.reason), row.count))),
        );
  return (
    <ChartCard title={t.failuresTitle} summary={summary}>
      {reasons.length > 0 ? (
        <CategoryBars
          label={summary}
          colour={palette.red}
          bars={reasons.map((row) => ({
            key: row.reason,
            label: ar.chargeReasons(row.reason),
            value: row.count,
            text: String(row.count),
          }))}
        />
      ) : null}
      <DataTable
        caption={t.failuresCaption}
        rows={reasons}
        rowKey={(row) => row.reason}
        isLoading={false}
        emptyText={t.noFailures}
        columns={[
          { key: 'reason', header: t.reason, render: (row) => ar.chargeReasons(row.reason) },
          { key: 'count', header: t.count, ltr: true, render: (row) => String(row.count) },
        ]}
      />
    </ChartCard>
  );
}
