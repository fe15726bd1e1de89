import type { TSettlementReportLine } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatMoney } from '../../../lib/format';
import { queryProblem } from '../../../lib/query-error';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { FilterForm, usePagedQuery } from '../../../components/ui/filter-form';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useSettlementLines } from '../api/settlements';
import { Msisdn, Reference } from '../../../components/ui/ltr';

const t = ar.settlements;
const groupTone = {
  missing_here: 'bad',
  missing_there: 'warn',
  amount_mismatch: 'warn',
  status_mismatch: 'warn',
} as const;

const money = (minor: number | null, currency: string) =>
  minor === null ? ar.common.none : <span className="whitespace-nowrap">{formatMoney(minor, currency)}</span>;
const statusWord = (status: string | null) => (status ? (t.statusWords[status] ?? status) : ar.common.none);

const columns: DataColumn<TSettlementReportLine>[] = [
  {
    key: 'group',
    header: t.group,
    render: (row) => (
      <StatusBadge tone={groupTone[row.group]}>{t.groups[row.group] ?? row.group}</StatusBadge>
    ),
  },
  {
    key: 'line',
    header: t.line,
    ltr: true,
    render: (row) => (row.line === null ? ar.common.none : String(row.line)),
  },
  {
    key: 'day',
    header: t.day,
    ltr: true,
    render: (row) => <span className="whitespace-nowrap">{row.day}</span>,
  },
  {
    key: 'reference',
    header: t.reference,
    ltr: true,
    render: (row) => <Reference value={row.reference} />,
  },
  {
    key: 'msisdn',
    header: ar.common.msisdn,
    render: (row) => (row.msisdn ? <Msisdn value={row.msisdn} /> : ar.common.none),
  },
  { key: 'there', header: t.amountThere, render: (row) => money(row.amount_there_minor, row.currency) },
  { key: 'here', header: t.amountHere, render: (row) => money(row.amount_here_minor, row.currency) },
  { key: 'status-there', header: t.statusThere, render: (row) => statusWord(row.status_there) },
  { key: 'status-here', header: t.statusHere, render: (row) => statusWord(row.status_here) },
];

const groupOptions = Object.fromEntries(
  (['missing_here', 'missing_there', 'amount_mismatch', 'status_mismatch'] as const).map((group) => [
    group,
    t.groups[group] ?? group,
  ]),
);

/** The report's lines that need a person, filtered by group in the URL. */
export function SettlementLines({ id }: { id: string }) {
  const { query, setPage } = usePagedQuery(['group']);
  const lines = useSettlementLines(id, query);
  const problem = queryProblem(lines.isError, lines.error);
  return (
    <section aria-labelledby="settlement-lines-title" className="flex flex-col gap-3">
      <h2 id="settlement-lines-title" className="text-xl font-bold text-loader">
        {t.linesTitle}
      </h2>
      <FilterForm
        label={ar.common.filtersTitle}
        errors={problem.errors}
        fields={[{ name: 'group', label: t.group, type: 'select', options: groupOptions }]}
      />
      <DataTable
        caption={t.linesCaption}
        columns={columns}
        rows={lines.data?.data}
        rowKey={(row) => row.id}
        isLoading={lines.isPending}
        error={problem.text}
        onRetry={() => void lines.refetch()}
        {...(lines.data ? { meta: lines.data.meta } : {})}
        onPage={setPage}
        emptyText={t.noLines}
      />
    </section>
  );
}
