import { eq } from 'drizzle-orm';
import type { TAdminInformationPage, TAdminInformationPageInput } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { informationPages } from '../../db/schema/index';
import { englishColumns } from '../../lib/content-language';
import { notFound } from '../../lib/http-error';
import { sanitizedEnglishHtml, sanitizeRichText } from '../../lib/sanitize-rich-text';
import { CONTENT_TAGS, type ContentInvalidator } from '../content-cache';
import { type AdminActor, recordAdminAudit } from '../audit';
import { findInformationPage, type InformationPageKey } from './information-page-rows';

/**
 * Edits a page in place, its HTML sanitised, with its audit row in the same transaction; the
 * public copy is dropped from the cache once the change has committed.
 */
export async function updateInformationPage(
  db: Db,
  cache: ContentInvalidator,
  actor: AdminActor,
  key: InformationPageKey,
  input: TAdminInformationPageInput,
): Promise<TAdminInformationPage> {
  const page = await db.transaction(async (tx) => {
    const before = await findInformationPage(tx, key);
    if (!before) throw notFound();
    await tx
      .update(informationPages)
      .set({
        title: input.title,
        bodyHtml: sanitizeRichText(input.body_html),
        ...englishColumns(
          { title_en: input.title_en, body_html_en: sanitizedEnglishHtml(input.body_html_en) },
          { title_en: 'titleEn', body_html_en: 'bodyHtmlEn' },
        ),
        updatedBy: actor.admin.user.id,
        updatedAt: new Date(),
      })
      .where(eq(informationPages.key, key));
    const after = await findInformationPage(tx, key);
    await recordAdminAudit(tx, actor, {
      action: 'information_page.update',
      entity: 'information_page',
      entityId: key,
      before,
      after,
    });
    return after!;
  });
  await cache.invalidate([CONTENT_TAGS.informations]);
  return page;
}
