import type { TSettlementTotal } from '@sarraf/contracts';
import { SETTLEMENT_GROUPS } from '@sarraf/contracts/admin/settlement-limits';
import { ar } from '../../../i18n/ar';
import { formatMoney } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';

const t = ar.settlements;

interface DayRow {
  key: string;
  day: string;
  currency: string;
  byGroup: Partial<Record<string, { lines: number; amount_minor: number }>>;
}

/** One row per day and currency, one column per group: lines and money. */
function byDay(totals: readonly TSettlementTotal[]): DayRow[] {
  const rows = new Map<string, DayRow>();
  for (const total of totals) {
    const key = `${total.day}|${total.currency}`;
    const row = rows.get(key) ?? { key, day: total.day, currency: total.currency, byGroup: {} };
    row.byGroup[total.group] = { lines: total.lines, amount_minor: total.amount_minor };
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
}

const columns: DataColumn<DayRow>[] = [
  {
    key: 'day',
    header: t.day,
    ltr: true,
    render: (row) => <span className="whitespace-nowrap">{row.day}</span>,
  },
  { key: 'currency', header: t.currency, ltr: true, render: (row) => row.currency },
  ...SETTLEMENT_GROUPS.map((group): DataColumn<DayRow> => ({
    key: group,
    header: t.groups[group] ?? group,
    render: (row) => {
      const cell = row.byGroup[group];
      if (!cell) return ar.common.none;
      return (
        <span className="whitespace-nowrap">
          <span dir="ltr" className="font-bold">
            {cell.lines}
          </span>
          <span className="block text-sm text-slate-700">{formatMoney(cell.amount_minor, row.currency)}</span>
        </span>
      );
    },
  })),
];

export function SettlementTotals({ totals }: { totals: readonly TSettlementTotal[] }) {
  return (
    <section aria-labelledby="settlement-totals-title" className="flex flex-col gap-3">
      <h2 id="settlement-totals-title" className="text-xl font-bold text-loader">
        {t.totalsTitle}
      </h2>
      <DataTable
        caption={t.totalsCaption}
        columns={columns}
        rows={byDay(totals)}
        rowKey={(row) => row.key}
        isLoading={false}
        emptyText={t.noTotals}
      />
    </section>
  );
}
