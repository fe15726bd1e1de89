import type { TRateFeed } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { buttonClass } from '../../../components/ui/states';
import { stickyEndCell } from '../../../components/ui/data-table';

const t = ar.rateFeeds;

function stateOf(feed: TRateFeed) {
  if (!feed.active) return <StatusBadge tone="neutral">{t.paused}</StatusBadge>;
  if (feed.status.overdue) return <StatusBadge tone="bad">{t.overdue}</StatusBadge>;
  if (feed.status.failing_since) return <StatusBadge tone="warn">{t.failing}</StatusBadge>;
  if (!feed.status.last_success_at) return <StatusBadge tone="neutral">{t.notYet}</StatusBadge>;
  return <StatusBadge tone="good">{t.working}</StatusBadge>;
}

/** Every feed and how it is doing: the figures editors watch, and a button to edit each. */
export function FeedStatusList({
  feeds,
  onEdit,
  onRun,
  runningId,
}: {
  feeds: readonly TRateFeed[];
  onEdit: (sourceId: number) => void;
  onRun: (sourceId: number) => void;
  runningId: number | null;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="p-2 text-start">
              {t.source}
            </th>
            <th scope="col" className="p-2 text-start">
              {t.state}
            </th>
            <th scope="col" className="p-2 text-start">
              {t.lastSuccess}
            </th>
            <th scope="col" className="p-2 text-start">
              {t.lastError}
            </th>
            <th scope="col" className="p-2 text-start">
              {t.publishedToday}
            </th>
            <th scope="col" className="p-2 text-start">
              {t.queuedToday}
            </th>
            <th scope="col" className="p-2 text-start">
              {t.staleness}
            </th>
            <th scope="col" className={`p-2 text-start ${stickyEndCell()}`}>
              {t.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {feeds.map((feed) => (
            <tr key={feed.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="p-2 text-start font-bold">
                {feed.source_name}
                <span className="block text-xs font-normal text-slate-600" dir="ltr">
                  {feed.kind.toUpperCase()} · {t.every(feed.interval_minutes)}
                </span>
              </th>
              <td className="p-2">{stateOf(feed)}</td>
              <td className="p-2">
                {feed.status.last_success_at ? formatDateTime(feed.status.last_success_at) : t.never}
              </td>
              <td className="p-2">
                {feed.status.last_error_at ? (
                  <>
                    {formatDateTime(feed.status.last_error_at)}
                    <span className="block text-xs text-red-800">{feed.status.last_error}</span>
                  </>
                ) : (
                  t.none
                )}
              </td>
              <td className="p-2">{feed.status.published_today}</td>
              <td className="p-2">{feed.status.queued_today}</td>
              <td className="p-2">
                {feed.status.stale_minutes === null ? t.never : t.minutesAgo(feed.status.stale_minutes)}
              </td>
              <td className={`p-2 ${stickyEndCell()}`}>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => onEdit(feed.source_id)}
                  >
                    {t.edit}
                  </button>
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    disabled={runningId === feed.source_id}
                    onClick={() => onRun(feed.source_id)}
                  >
                    {t.runNow}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
