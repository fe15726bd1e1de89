import type { TPlan, TServiceInfo } from '@sarraf/contracts';
import { t } from '../../../i18n/language';
import { Disclaimer } from './disclaimer';
import { PlanList } from './plan-list';

/**
 * The landing's price section once the plans have arrived: each plan with its choose link, then
 * the disclaimer. A module of its own, so that the landing loads it lazily.
 */
export default function PlanPrices({
  plans,
  service,
}: {
  readonly plans: readonly TPlan[];
  readonly service: TServiceInfo | null;
}) {
  return (
    <div className="flex flex-col gap-3">
      <PlanList plans={plans} chooseLabel={t.plans.choose} />
      <Disclaimer plans={plans} service={service} />
    </div>
  );
}
