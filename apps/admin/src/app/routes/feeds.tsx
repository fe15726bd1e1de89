import { useState } from 'react';
import { useFeedSourceOptions, useRateFeeds, useRunRateFeed } from '../../features/rate-feeds/api/rate-feeds';
import { FeedFormPanel } from '../../features/rate-feeds/components/feed-form';
import { FeedStatusList } from '../../features/rate-feeds/components/feed-status-list';
import { OverdueFeedsBanner } from '../../features/rate-feeds/components/overdue-feeds-banner';
import { ar } from '../../i18n/ar';
import { apiErrorOf } from '../../lib/api-client';
import { queryProblem } from '../../lib/query-error';
import { EmptyState, ErrorState, LoadingState, buttonClass } from '../../components/ui/states';
import { useToast } from '../../components/ui/toast';
import { inputClass } from '../../components/ui/form-field';

const t = ar.rateFeeds;

/** «الخلاصات»: each price source's feed, its status, and the form to set one up (editors and admins). */
export function FeedsScreen() {
  const feeds = useRateFeeds();
  const sources = useFeedSourceOptions();
  const run = useRunRateFeed();
  const toast = useToast();
  const [editing, setEditing] = useState<number | null>(null);
  const [newSource, setNewSource] = useState('');
  const problem = queryProblem(feeds.isError, feeds.error);
  const list = feeds.data ?? [];
  const withoutFeed = (sources.data ?? []).filter(
    (source) => !list.some((feed) => feed.source_id === source.id),
  );
  const editingFeed = list.find((feed) => feed.source_id === editing) ?? null;
  const editingName =
    editingFeed?.source_name ?? sources.data?.find((source) => source.id === editing)?.name ?? '';

  function runNow(sourceId: number) {
    run.mutate(sourceId, {
      onSuccess: (answer) =>
        toast(answer.data.outcome === 'failed' ? 'error' : 'success', answer.data.error ?? answer.message),
      onError: (error) => toast('error', apiErrorOf(error).message ?? t.failed),
    });
  }

  return (
    <section aria-labelledby="feeds-title" className="flex flex-col gap-4">
      <h1 id="feeds-title" className="text-3xl font-bold text-loader">
        {t.title}
      </h1>
      <p className="text-slate-700">{t.intro}</p>
      <OverdueFeedsBanner />
      {editing !== null ? (
        <FeedFormPanel
          key={editing}
          sourceId={editing}
          sourceName={editingName}
          feed={editingFeed}
          onDone={() => setEditing(null)}
        />
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label={t.newFeed}
          onSubmit={(event) => {
            event.preventDefault();
            if (newSource) setEditing(Number(newSource));
          }}
        >
          <label className="font-bold">
            {t.newFeed}
            <select
              value={newSource}
              onChange={(event) => setNewSource(event.target.value)}
              className={inputClass}
            >
              <option value="">{t.chooseSource}</option>
              {withoutFeed.map((source) => (
                <option key={source.id} value={source.id}>
                  {source.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass.primary} disabled={!newSource}>
            {t.addFeed}
          </button>
        </form>
      )}
      {feeds.isPending ? (
        <LoadingState />
      ) : problem.text ? (
        <ErrorState message={problem.text} onRetry={() => void feeds.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <FeedStatusList
          feeds={list}
          onEdit={setEditing}
          onRun={runNow}
          runningId={run.isPending ? (run.variables ?? null) : null}
        />
      )}
    </section>
  );
}

export { FeedsScreen as Component };
