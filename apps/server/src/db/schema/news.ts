import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, isDemo, timestamptz, updatedAt } from './columns';
import { newsStatus } from './enums';

export const news = pgTable(
  'news',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    /**
     * Sanitised on write (docs/design.md#content): readers render it as is, so nothing unsafe may be stored.
     */
    bodyHtml: text().notNull(),
    /** The English version, each field falling back to the Arabic when null (docs/product.md#languages). */
    titleEn: text(),
    summaryEn: text(),
    bodyHtmlEn: text(),
    imageUrl: text(),
    status: newsStatus().notNull().default('draft'),
    publishedAt: timestamptz(),
    authorId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The public list: published items, newest first.
    index('news_status_published_idx').on(t.status, t.publishedAt.desc()),
    check('news_published_has_date', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);
