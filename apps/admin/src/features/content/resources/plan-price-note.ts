import type { TAdminPlan } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatDateTime } from '../../../lib/format';

/**
 * After a plan edit that changed the price: how many existing subscribers were told by SMS and from
 * when the new price reaches them (the server's `price_change`); null for any other save.
 */
export function planSavedMessage(plan: TAdminPlan): string | null {
  const change = plan.price_change;
  if (!change) return null;
  const main =
    change.notified_subscribers > 0 && change.applies_from
      ? ar.planPrice.notified(change.notified_subscribers, formatDateTime(change.applies_from))
      : ar.planPrice.noneNotified;
  return change.withdrawn_changes > 0 ? main + ar.planPrice.withdrawn(change.withdrawn_changes) : main;
}
