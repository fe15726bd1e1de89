import { Link } from 'react-router';
import { ar } from '../../../i18n/ar';
import { adminRoutes } from '../../../config/routes';
import { useRateFeeds } from '../api/rate-feeds';

const t = ar.rateFeeds;

/**
 * The editors' warning that a feed is down: shown on the dashboard, the rates screen and the feeds
 * screen while any feed has failed for longer than its source's freshness window (its rates are
 * showing as stale on the portal by then).
 */
export function OverdueFeedsBanner() {
  const feeds = useRateFeeds();
  const overdue = (feeds.data ?? []).filter((feed) => feed.status.overdue);
  if (overdue.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      <p className="font-bold">{t.overdueBanner(overdue.map((feed) => feed.source_name))}</p>
      <Link to={adminRoutes['admin.feeds']} className="font-bold underline underline-offset-4">
        {t.openFeeds}
      </Link>
    </div>
  );
}
