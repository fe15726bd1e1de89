import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, isDemo, updatedAt } from './columns';
import { informationPageKey } from './enums';

/** Who we are, privacy policy, terms and conditions: one row each, edited in the back office. */
export const informationPages = pgTable('information_pages', {
  key: informationPageKey().primaryKey(),
  title: text().notNull(),
  /** Sanitised HTML, like news bodies. */
  bodyHtml: text().notNull(),
  /** The English page (sanitised the same way); null falls back to the Arabic (docs/product.md#languages). */
  titleEn: text(),
  bodyHtmlEn: text(),
  updatedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
  isDemo: isDemo(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
