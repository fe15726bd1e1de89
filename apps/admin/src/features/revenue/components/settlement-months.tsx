import { Link } from 'react-router';
import { adminRoutes } from '../../../config/routes';
import { useAdminUser } from '../../../lib/admin-user';
import { ar } from '../../../i18n/ar';
import { pathOf } from '../../../lib/query-string';
import { DataTable } from '../../../components/ui/data-table';
import { buttonClass } from '../../../components/ui/states';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { SettlementMonth } from '../series';

const t = ar.revenue;
const tone = { not_imported: 'neutral', reconciled: 'good', mismatches: 'bad' } as const;

/**
 * Each month the view touches: has the operator's file been matched, and how did it go. The
 * reports open for admins; a care account sees the status only (settlements are not its screens).
 */
export function SettlementMonths({ months }: { months: readonly SettlementMonth[] }) {
  const canOpen = useAdminUser().role !== 'care';
  return (
    <section aria-labelledby="revenue-settlement-title" className="flex flex-col gap-3">
      <h2 id="revenue-settlement-title" className="text-xl font-bold text-loader">
        {t.settlementTitle}
      </h2>
      <DataTable
        caption={t.settlementCaption}
        rows={months}
        rowKey={(row) => row.month}
        isLoading={false}
        columns={[
          {
            key: 'month',
            header: t.month,
            ltr: true,
            render: (row) => <span className="whitespace-nowrap">{row.month}</span>,
          },
          {
            key: 'status',
            header: ar.common.status,
            render: (row) => (
              <StatusBadge tone={tone[row.status]}>{t.settlementStatus[row.status]}</StatusBadge>
            ),
          },
          {
            key: 'problems',
            header: t.problems,
            ltr: true,
            render: (row) => (row.status === 'not_imported' ? ar.common.none : String(row.problems)),
          },
          {
            key: 'report',
            header: ar.common.open,
            render: (row) =>
              row.import_id === null || !canOpen ? (
                ar.common.none
              ) : (
                <Link
                  className={buttonClass.link}
                  to={pathOf(adminRoutes['admin.settlement'], { id: row.import_id })}
                >
                  {t.openReport(row.month)}
                </Link>
              ),
          },
        ]}
      />
    </section>
  );
}
