import type { TPlan } from '@sarraf/contracts';
import { t } from '../../../i18n/language';
import { useFormat } from '../../../lib/use-format';
import { isolate, textProps } from '../../../lib/text-direction';

/** The plans on offer, each with its price and period, and a button to choose it. */
export function PlanList({
  plans,
  chooseLabel,
  busyPlan,
  onChoose,
  currentPlan,
}: {
  readonly plans: readonly TPlan[];
  readonly chooseLabel: string;
  readonly busyPlan?: string | null;
  readonly onChoose?: (plan: TPlan) => void;
  readonly currentPlan?: string | null;
}) {
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-3">
      {plans.map((plan) => {
        const isCurrent = plan.uuid === currentPlan;
        return (
          <li
            key={plan.uuid}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <h3 className="text-lg font-bold text-loader" {...textProps(plan.name)}>
              {plan.name}
            </h3>
            <p className="text-xl font-bold">
              {format.money(plan.price_minor, plan.currency)}{' '}
              <span className="text-base font-normal text-slate-700">{t.plans.per[plan.period]}</span>
            </p>
            {plan.free_trial_days > 0 ? (
              <p className="text-sm font-bold text-emerald-800">
                {t.plans.trial(plan.free_trial_days, format.number(plan.free_trial_days))}
              </p>
            ) : null}
            <p className="leading-relaxed text-slate-800" {...textProps(plan.description)}>
              {plan.description}
            </p>
            {onChoose ? (
              <button
                type="button"
                disabled={Boolean(busyPlan) || isCurrent}
                onClick={() => onChoose(plan)}
                aria-label={`${chooseLabel}: ${isolate(plan.name)}`}
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-loader px-6 py-2 font-bold text-white hover:bg-loader/90 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {isCurrent ? t.plans.current : busyPlan === plan.uuid ? t.plans.subscribing : chooseLabel}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
