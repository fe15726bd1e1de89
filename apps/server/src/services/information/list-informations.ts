import { eq } from 'drizzle-orm';
import type { TGetInformationsQuery, TGetInformationsResponse, TInformationKey } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { informationPages } from '../../db/schema/index';
import { textIn } from '../../lib/content-language';
import type { Lang } from '../../lib/messages';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import type { Loaded } from '../content-cache';

const ORDER: readonly TInformationKey[] = ['who', 'privacy', 'terms'];

/**
 * GET /api/get/informations: who we are, privacy and terms (or one `key`), bodies sanitised; in
 * English the English title and body where the editors wrote them (each falls back to the Arabic).
 */
export async function listInformations(
  db: Db,
  query: TGetInformationsQuery,
  lang: Lang = 'ar',
): Promise<Loaded<TGetInformationsResponse>> {
  const rows = await db
    .select()
    .from(informationPages)
    .where(query.key ? eq(informationPages.key, query.key) : undefined);
  rows.sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));
  return {
    value: {
      data: rows.map((row) => ({
        key: row.key,
        title: textIn(lang, row.title, row.titleEn),
        body_html: sanitizeRichText(textIn(lang, row.bodyHtml, row.bodyHtmlEn)),
        updated_at: row.updatedAt.toISOString(),
      })),
    },
  };
}
