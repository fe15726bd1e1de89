import { useId, type ReactNode } from 'react';
import type { TAdminDashboardResponse, TDashboardOperations } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatDateTime, formatMoney, formatPercent, serviceZoneLabel } from '../../../lib/format';
import { StatusBadge } from '../../../components/ui/status-badge';

type Dashboard = TAdminDashboardResponse['data'];
const t = ar.dashboard;

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-loader">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Money({ amounts }: { amounts: TDashboardOperations['charges_today']['succeeded']['amounts'] }) {
  if (amounts.length === 0) return <span>{formatMoney(0, 'YER')}</span>;
  return (
    <span>
      {amounts.map((amount) => (
        <span key={amount.currency} className="block">
          {formatMoney(amount.amount_minor, amount.currency)}
        </span>
      ))}
    </span>
  );
}

function Operations({ ops }: { ops: TDashboardOperations }) {
  const budgetShare = ops.sms_today.budget > 0 ? Math.min(1, ops.sms_today.codes / ops.sms_today.budget) : 0;
  return (
    <>
      <Card title={t.activeByPlan}>
        <table className="w-full text-start">
          <caption className="sr-only">{t.activeByPlan}</caption>
          <thead>
            <tr className="text-slate-700">
              <th scope="col" className="py-1 text-start">
                {t.plan}
              </th>
              <th scope="col" className="py-1 text-start">
                {t.active}
              </th>
              <th scope="col" className="py-1 text-start">
                {t.grace}
              </th>
            </tr>
          </thead>
          <tbody>
            {ops.active_by_plan.map((plan) => (
              <tr key={plan.plan_uuid} className="border-t border-slate-200">
                <th scope="row" className="py-1 text-start font-normal">
                  {plan.name} <span className="text-sm text-slate-600">({ar.period[plan.period]})</span>
                </th>
                <td className="py-1">{plan.active}</td>
                <td className="py-1">{plan.grace}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 font-bold">
          {t.totalActive}: {ops.active_total}
        </p>
      </Card>

      <Card title={t.chargesToday(serviceZoneLabel())}>
        <dl className="grid grid-cols-3 gap-2">
          {(['succeeded', 'failed', 'pending'] as const).map((status) => (
            <div key={status}>
              <dt className="font-bold">{t[status]}</dt>
              <dd>{t.count(ops.charges_today[status].count)}</dd>
              <dd className="text-sm text-slate-700">
                <Money amounts={ops.charges_today[status].amounts} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card title={t.churn}>
        <dl className="grid grid-cols-2 gap-2">
          {ops.churn.map((window) => (
            <div key={window.days}>
              <dt className="font-bold">{t.churnWindow(window.days)}</dt>
              <dd className="text-2xl font-bold">{formatPercent(window.rate)}</dd>
              <dd className="text-sm text-slate-700">{t.churnLine(window.cancelled, window.active_now)}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card title={t.sms}>
        <p>{t.smsBudget(ops.sms_today.codes, ops.sms_today.budget)}</p>
        <meter
          className="mt-2 h-3 w-full"
          min={0}
          max={1}
          low={0.7}
          high={0.9}
          optimum={0}
          value={budgetShare}
          aria-label={t.budgetLabel}
        >
          {formatPercent(budgetShare)}
        </meter>
        <p className="mt-2 text-sm text-slate-700">
          {t.smsTotals(ops.sms_today.total, ops.sms_today.failed)}
        </p>
      </Card>
    </>
  );
}

/** The dashboard's figures: rate freshness for everyone, operations for admins (server decides). */
export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t.freshness}>
        <ul className="flex flex-col gap-2">
          {dashboard.rate_freshness.map((source) => (
            <li
              key={source.source_id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2"
            >
              <span>
                <span className="font-bold">{source.name}</span>{' '}
                <span className="text-sm text-slate-600">({source.city})</span>
                <span className="block text-sm text-slate-700">
                  {t.lastPublished}:{' '}
                  {source.last_published_at ? formatDateTime(source.last_published_at) : t.never} · {t.window}
                  : {t.minutes(source.freshness_minutes)}
                </span>
              </span>
              <StatusBadge tone={source.is_stale ? 'bad' : 'good'}>
                {source.is_stale ? t.stale : t.fresh}
              </StatusBadge>
            </li>
          ))}
        </ul>
      </Card>
      {dashboard.operations ? <Operations ops={dashboard.operations} /> : null}
    </div>
  );
}
