import { QueryView } from '../../../components/ui/query-view';
import { PlansByNetwork } from './plans-by-network';
import { t } from '../../../i18n/language';
import { withQueryScope } from '../../../lib/query/query-client';
import { usePlans } from '../hooks/use-plans';
import { Disclaimer } from './disclaimer';
import { PlanList } from './plan-list';

/**
 * The landing's price section below its heading: each plan with its choose link, then the
 * disclaimer. A module of its own that brings its query client, so that the landing, which renders
 * outside the screens' providers, loads it (and TanStack Query) after its first render
 * (docs/design.md#a-light-first-visit).
 */
export default withQueryScope(PlansOnSale);

function PlansOnSale() {
  const plans = usePlans();
  return (
    <QueryView
      query={plans}
      isEmpty={(data) => data.plans.length === 0 && !data.service?.plans_notice}
      empty={t.plans.empty}
    >
      {(data) =>
        data.plans.length === 0 && data.service?.plans_notice ? (
          <PlansByNetwork notice={data.service.plans_notice} onLanding />
        ) : (
          <div className="flex flex-col gap-3">
            <PlanList plans={data.plans} chooseLabel={t.plans.choose} />
            <Disclaimer plans={data.plans} service={data.service} />
          </div>
        )
      }
    </QueryView>
  );
}
