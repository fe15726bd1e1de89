import { rangeBound } from '../../lib/local-time';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TGetNewsQuery, TGetNewsResponse, TNewsSummary } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/index';
import { matchesSearch, searchableText, searchTerms } from '../../lib/arabic-text';
import { textIn } from '../../lib/content-language';
import type { Lang } from '../../lib/messages';
import { paginate } from '../../lib/paging';
import { CONTENT_TAGS, type ContentCache, type ContentTag, type Loaded } from '../content-cache';

export const NEWS_TAGS: readonly ContentTag[] = [CONTENT_TAGS.news];

interface NewsEntry {
  summary: TNewsSummary;
  /** The summary in English: the editors' English title and summary, each falling back to the Arabic. */
  summaryEn: TNewsSummary;
  publishedAt: number;
  searchText: string;
  /** Both languages' words, so the English portal finds an item by either. */
  searchTextEn: string;
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
      titleEn: news.titleEn,
      summaryEn: news.summaryEn,
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
              summaryEn: {
                id: row.id,
                title: textIn('en', row.title, row.titleEn),
                summary: textIn('en', row.summary, row.summaryEn),
                image_url: row.imageUrl,
                published_at: row.publishedAt.toISOString(),
              },
              publishedAt: row.publishedAt.getTime(),
              searchText: searchableText(row.title, row.summary),
              searchTextEn: searchableText(row.title, row.summary, row.titleEn, row.summaryEn),
            },
          ]
        : [],
    ),
  };
}

/**
 * GET /api/client/get/news: published items, newest first, paged, searchable, by date range; in
 * English with the editors' English title and summary where they wrote them.
 */
export async function listNews(
  db: Db,
  cache: ContentCache,
  /** TIME_ZONE: a bare day in `from`/`to` is a day there. */
  zone: string,
  query: TGetNewsQuery,
  lang: Lang = 'ar',
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
      matchesSearch(lang === 'ar' ? entry.searchText : entry.searchTextEn, terms),
  );
  const page = paginate(matching, query.page, query.per_page);
  return {
    value: {
      data: page.data.map((entry) => (lang === 'ar' ? entry.summary : entry.summaryEn)),
      meta: page.meta,
    },
    validUntil: Math.min(validUntil ?? Infinity, nextScheduled ?? Infinity),
  };
}
