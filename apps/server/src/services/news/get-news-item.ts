import { and, eq, lte } from 'drizzle-orm';
import type { TGetNewsItemResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/index';
import { textIn } from '../../lib/content-language';
import type { Lang } from '../../lib/messages';
import { notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import type { Loaded } from '../content-cache';

/**
 * GET /api/client/get/news/:id: one published item with its body sanitised as it is served (the
 * back office sanitises on write too; a row written any other way is made safe here). A draft or an
 * item scheduled for later is a 404, as an unknown id is.
 */
export async function getNewsItem(
  db: Db,
  id: number,
  lang: Lang = 'ar',
): Promise<Loaded<TGetNewsItemResponse>> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.status, 'published'), lte(news.publishedAt, new Date())))
    .limit(1);
  if (!row?.publishedAt) throw notFound();
  return {
    value: {
      data: {
        id: row.id,
        title: textIn(lang, row.title, row.titleEn),
        summary: textIn(lang, row.summary, row.summaryEn),
        image_url: row.imageUrl,
        published_at: row.publishedAt.toISOString(),
        body_html: sanitizeRichText(textIn(lang, row.bodyHtml, row.bodyHtmlEn)),
        updated_at: row.updatedAt.toISOString(),
      },
    },
  };
}
