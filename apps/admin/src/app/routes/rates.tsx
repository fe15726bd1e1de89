import { OverdueFeedsBanner } from '../../features/rate-feeds/components/overdue-feeds-banner';
import { RatesScreen } from '../../features/rates/components/rates-screen';

/** Publishing rates: a source's grid of buy and sell prices, under the warning of a feed that is down. */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <OverdueFeedsBanner />
      <RatesScreen />
    </div>
  );
}
