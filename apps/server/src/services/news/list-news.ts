import { rangeBound } from '../../lib/local-time';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TGetNewsQuery, TGetNewsResponse, TNewsSummary } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/index';
import { matchesSearch, searchableText, searchTerms } from '../../lib/arabic-text';
import { paginate } from '../../lib/paging';
import {
  CONTENT_TAGS,
  type ContentCache,
  type ContentTag,
  type Loaded,
} from '../content-cache/content-cache';

export const NEWS_TAGS: readonly ContentTag[] = [CONTENT_TAGS.news];

interface NewsEntry {
  summary: TNewsSummary;
  publishedAt: number;
  searchText: string;
}

/**
 * Every published item's summary, newest first (thousands of items are a few megabytes): lists,
 * searches and date filters are then answered in memory, with the same normalisation as the query.
 * Items scheduled for later are held until their time comes.
 */
async function loadNewsIndex(db: Db): Promise<Loaded<NewsEntry[]>> {
  const rows = await db
    .select({
      id: news.id,
      title: news.title,
      summary: news.summary,
      imageUrl: news.imageUrl,
      publishedAt: news.publishedAt,
    })
    .from(news)
    .where(and(eq(news.status, 'published'), isNotNull(news.publishedAt)))
    .orderBy(desc(news.publishedAt), desc(news.id));
  return {
    value: rows.flatMap((row) =>
      row.publishedAt
        ? [
            {
              summary: {
                id: row.id,
                title: row.title,
                summary: row.summary,
                image_url: row.imageUrl,
                published_at: row.publishedAt.toISOString(),
              },
              publishedAt: row.publishedAt.getTime(),
              searchText: searchableText(row.title, row.summary),
            },
          ]
        : [],
    ),
  };
}

/** GET /api/client/get/news: published items, newest first, paged, searchable, by date range. */
export async function listNews(
  db: Db,
  cache: ContentCache,
  /** TIME_ZONE: a bare day in `from`/`to` is a day there. */
  zone: string,
  query: TGetNewsQuery,
): Promise<Loaded<TGetNewsResponse>> {
  const { value: index, validUntil } = await cache.dataset('news-index', NEWS_TAGS, () => loadNewsIndex(db));
  const now = Date.now();
  const from = rangeBound(query.from, 'from', zone)?.getTime();
  const to = rangeBound(query.to, 'to', zone)?.getTime();
  const terms = searchTerms(query.search);
  // The next scheduled item appears by itself when its time comes.
  const nextScheduled = index.filter((entry) => entry.publishedAt > now).at(-1)?.publishedAt;
  const matching = index.filter(
    (entry) =>
      entry.publishedAt <= now &&
      (from === undefined || entry.publishedAt >= from) &&
      (to === undefined || entry.publishedAt <= to) &&
      matchesSearch(entry.searchText, terms),
  );
  const page = paginate(matching, query.page, query.per_page);
  return {
    value: { data: page.data.map((entry) => entry.summary), meta: page.meta },
    validUntil: Math.min(validUntil ?? Infinity, nextScheduled ?? Infinity),
  };
}
