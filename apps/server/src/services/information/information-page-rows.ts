import { eq } from 'drizzle-orm';
import type { TAdminInformationPage } from '@sarraf/contracts';
import type { Db, Tx } from '../../db/client';
import { informationPages } from '../../db/schema/index';

export type InformationPageRow = typeof informationPages.$inferSelect;
export type InformationPageKey = InformationPageRow['key'];

/** A page as the back office shows it, and as the audit log records it. */
export const presentInformationPage = (row: InformationPageRow): TAdminInformationPage => ({
  key: row.key,
  title: row.title,
  body_html: row.bodyHtml,
  title_en: row.titleEn,
  body_html_en: row.bodyHtmlEn,
  updated_at: row.updatedAt.toISOString(),
});

export async function findInformationPage(db: Db | Tx, key: InformationPageKey) {
  const [row] = await db.select().from(informationPages).where(eq(informationPages.key, key));
  return row ? presentInformationPage(row) : undefined;
}
