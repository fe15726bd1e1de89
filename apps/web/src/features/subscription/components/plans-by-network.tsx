import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/form';
import { t } from '../../../i18n/language';

/**
 * The plans' empty state on a host of no operator when several are served
 * (docs/operators.md#brand-by-host): the price depends on the number's network, so the server lists
 * none and says why (`service.plans_notice`); signing in by number lists that network's plans (the
 * sign-in's `Code: 50`). Not an error: the way on is the number. On the landing the sign-in form is
 * on the same page, so the link is the page's own anchor.
 */
export function PlansByNetwork({
  notice,
  onLanding = false,
}: {
  readonly notice: string;
  readonly onLanding?: boolean;
}) {
  return (
    <div
      role="status"
      data-testid="plans-by-network"
      className="flex flex-col items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-4 leading-relaxed text-sky-950"
    >
      <p>{notice}</p>
      {onLanding ? (
        <a href="#sign-in" className={buttonClass.primary}>
          {t.plans.signInForPlans}
        </a>
      ) : (
        <Link to="/#sign-in" className={buttonClass.primary}>
          {t.plans.signInForPlans}
        </Link>
      )}
    </div>
  );
}
