import type { TSettlementSummary } from '@sarraf/contracts';
import { SETTLEMENT_GROUPS } from '@sarraf/contracts/admin/settlement-limits';
import { ar } from '../../../i18n/ar';

const t = ar.settlements;

/**
 * The five numbers of a report, the one that costs money first and highlighted: what the operator
 * collected that we never recorded (docs/revenue.md#report-groups).
 */
export function SettlementSummary({ summary }: { summary: TSettlementSummary }) {
  return (
    <section aria-labelledby="settlement-summary-title" className="flex flex-col gap-3">
      <h2 id="settlement-summary-title" className="text-xl font-bold text-loader">
        {t.summaryTitle}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {SETTLEMENT_GROUPS.map((group, index) => {
          const value = summary[group];
          const first = index === 0;
          const alarm = group !== 'matched' && value > 0;
          return (
            <li
              key={group}
              className={`flex flex-col gap-1 rounded-2xl border bg-white p-4 ${
                first
                  ? `border-2 sm:col-span-2 lg:col-span-1 ${alarm ? 'border-red-700 bg-red-50' : 'border-loader'}`
                  : 'border-slate-200'
              }`}
            >
              <span className="font-bold text-slate-800">{t.groups[group]}</span>
              <span
                dir="ltr"
                className={`text-end text-3xl font-bold ${alarm ? 'text-red-800' : 'text-slate-900'}`}
              >
                {value}
              </span>
              <span className="text-sm text-slate-700">{t.groupHints[group]}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
