import { ar } from '../../../i18n/ar';
import { formatMoney } from '../../../lib/format';
import { DataTable } from '../../../components/ui/data-table';
import type { RevenuePlan } from '../series';
import { CategoryBars } from './category-bars';
import { ChartCard } from './chart-card';
import { palette } from './chart-palette';

const t = ar.revenue;

/** Per plan: the active base at the end of the view (drawn), what it brought and its ARPU (table). */
export function PlansChart({ plans }: { plans: readonly RevenuePlan[] }) {
  const summary = t.plansSummary(t.list(plans.map((plan) => t.planPart(plan.name, plan.active_end))));
  return (
    <ChartCard title={t.plansChart} summary={summary}>
      <CategoryBars
        label={summary}
        colour={palette.navy}
        bars={plans.map((plan) => ({
          key: plan.plan_uuid,
          label: plan.name,
          value: plan.active_end,
          text: String(plan.active_end),
        }))}
      />
      <DataTable
        caption={t.plansCaption}
        rows={plans}
        rowKey={(plan) => plan.plan_uuid}
        isLoading={false}
        emptyText={t.noPlans}
        columns={[
          {
            key: 'plan',
            header: t.plan,
            render: (plan) => (
              <span className="whitespace-nowrap">
                {plan.name}{' '}
                <span className="text-sm text-slate-700">({ar.period[plan.period] ?? plan.period})</span>
              </span>
            ),
          },
          { key: 'active', header: t.activeEnd, ltr: true, render: (plan) => String(plan.active_end) },
          {
            key: 'gross',
            header: t.planGross,
            render: (plan) => formatMoney(plan.gross_minor, plan.currency),
          },
          {
            key: 'arpu',
            header: t.arpu,
            render: (plan) =>
              plan.arpu_minor === null ? ar.common.none : formatMoney(plan.arpu_minor, plan.currency),
          },
        ]}
      />
    </ChartCard>
  );
}
