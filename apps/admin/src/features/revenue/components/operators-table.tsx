import type { TRevenueResponse } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatMoney } from '../../../lib/format';
import { useOperators } from '../../../lib/operators';
import { DataTable } from '../../../components/ui/data-table';

const t = ar.revenue;
type OperatorMoney = TRevenueResponse['data']['by_operator'][number];

/**
 * What each operator brought over the view (docs/operators.md#the-care-role), per currency, with
 * its subscribers with access at the view's end. Shown when the view counts more than one operator.
 */
export function OperatorsTable({ rows }: { rows: readonly OperatorMoney[] }) {
  const operators = useOperators().data ?? [];
  if (new Set(rows.map((row) => row.operator_id)).size < 2) return null;
  const nameOf = (id: string) => operators.find((operator) => operator.id === id)?.name.ar ?? id;
  return (
    <section aria-labelledby="revenue-operators-title" className="flex flex-col gap-3">
      <h2 id="revenue-operators-title" className="text-xl font-bold text-loader">
        {t.operatorsTitle}
      </h2>
      <DataTable
        caption={t.operatorsCaption}
        rows={rows}
        rowKey={(row) => `${row.operator_id} ${row.currency}`}
        isLoading={false}
        columns={[
          { key: 'operator', header: ar.common.operator, render: (row) => nameOf(row.operator_id) },
          {
            key: 'gross',
            header: t.operatorGross,
            ltr: true,
            render: (row) => formatMoney(row.gross_minor, row.currency),
          },
          {
            key: 'refunded',
            header: t.operatorRefunded,
            ltr: true,
            render: (row) => formatMoney(row.refunded_minor, row.currency),
          },
          { key: 'active', header: t.operatorActive, ltr: true, render: (row) => String(row.active_end) },
        ]}
      />
    </section>
  );
}
