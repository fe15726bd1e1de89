import { useLocation } from 'react-router';
import { t } from '../../../i18n/language';
import { readSubscribed } from '../../../lib/subscribed-state';
import { useFormat } from '../../../lib/use-format';

/**
 * The success state after subscribing (docs/product.md#subscribing), at the top of client.home
 * where every way of subscribing lands: the plan and price, the trial or the next renewal, and
 * how to stop. A first charge that did not go through says so instead, and where to finish it.
 */
export function SubscribedNotice() {
  const location = useLocation();
  const format = useFormat();
  const subscribed = readSubscribed(location.state);
  if (!subscribed) return null;
  const { subscription, charge } = subscribed;
  const { plan } = subscription;
  if (subscription.state === 'pending_payment') {
    return (
      <div role="status" className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950">
        <p>{t.subscription.subscribedPending(t.chargeReasons(charge?.reason ?? ''))}</p>
      </div>
    );
  }
  const price = charge ?? { amount_minor: plan.price_minor, currency: plan.currency };
  return (
    <div
      role="status"
      className="flex flex-col gap-1 rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-4 text-emerald-950"
      data-testid="subscribed-notice"
    >
      <p className="text-lg font-bold">{t.subscription.subscribedTitle}</p>
      <p>
        {subscription.trial_ends_at && !charge
          ? t.subscription.subscribedTrial(plan.name, format.dateTime(subscription.trial_ends_at))
          : t.subscription.subscribedText(
              plan.name,
              format.money(price.amount_minor, price.currency),
              t.plans.periodAdverb[plan.period],
            )}
      </p>
      {subscription.next_renewal_at ? (
        <p>{t.subscription.doneRenews(format.dateTime(subscription.next_renewal_at))}</p>
      ) : null}
      <p className="text-sm">{t.subscription.howToStop}</p>
    </div>
  );
}
