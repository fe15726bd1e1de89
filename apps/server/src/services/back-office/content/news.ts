import { desc, eq } from 'drizzle-orm';
import type { TAdminNews, TAdminNewsInput } from '@sarraf/contracts';
import { news } from '../../../db/schema/index';
import { englishColumns } from '../../../lib/content-language';
import { sanitizedEnglishHtml, sanitizeRichText } from '../../../lib/sanitize-rich-text';
import { CONTENT_TAGS } from '../../content-cache';
import type { CrudResource } from './crud-resource';

type Row = typeof news.$inferSelect;

const toItem = (row: Row): TAdminNews => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  body_html: row.bodyHtml,
  title_en: row.titleEn,
  summary_en: row.summaryEn,
  body_html_en: row.bodyHtmlEn,
  image_url: row.imageUrl,
  status: row.status,
  published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
});

// The editor's HTML is never trusted: only the allowed tags and attributes are stored, and the
// portal renders what is stored as is. A published item is dated now unless the editor chose when.
const toRow = (input: TAdminNewsInput, adminId: number) => ({
  title: input.title,
  summary: input.summary,
  bodyHtml: sanitizeRichText(input.body_html),
  ...englishColumns(
    {
      title_en: input.title_en,
      summary_en: input.summary_en,
      body_html_en: sanitizedEnglishHtml(input.body_html_en),
    },
    { title_en: 'titleEn', summary_en: 'summaryEn', body_html_en: 'bodyHtmlEn' },
  ),
  imageUrl: input.image_url,
  status: input.status,
  publishedAt: input.published_at
    ? new Date(input.published_at)
    : input.status === 'published'
      ? new Date()
      : null,
  authorId: adminId,
  updatedAt: new Date(),
});

/** News items: sanitised rich text, an uploaded image, draft or published (possibly scheduled). */
export const newsResource: CrudResource<TAdminNews, TAdminNewsInput, number> = {
  entity: 'news',
  tags: [CONTENT_TAGS.news],
  async all(db) {
    const rows = await db.select().from(news).orderBy(desc(news.createdAt), desc(news.id));
    return rows.map(toItem);
  },
  searchText: (item) => `${item.title} ${item.summary} ${item.title_en ?? ''}`,
  async find(db, id) {
    const [row] = await db.select().from(news).where(eq(news.id, id));
    return row ? toItem(row) : undefined;
  },
  async create(tx, input, adminId) {
    const [row] = await tx.insert(news).values(toRow(input, adminId)).returning({ id: news.id });
    return row!.id;
  },
  async update(tx, id, input, adminId) {
    const { authorId: _keepAuthor, ...changes } = toRow(input, adminId);
    await tx.update(news).set(changes).where(eq(news.id, id));
  },
  async remove(tx, id) {
    await tx.delete(news).where(eq(news.id, id));
  },
};
