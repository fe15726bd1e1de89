import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminListInformationPages,
  adminUpdateInformationPage,
  type TAdminInformationPage,
} from '@sarraf/contracts';
import type { Db, Tx } from '../../db/client';
import { informationPages } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { routeFromContract } from '../../lib/route';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import { requireAdmin } from '../../plugins/admin-auth';
import { CONTENT_TAGS } from '../../services/content-cache/content-cache';
import { recordAdminAudit } from '../../services/back-office/record-audit';

type Row = typeof informationPages.$inferSelect;
const toPage = (row: Row): TAdminInformationPage => ({
  key: row.key,
  title: row.title,
  body_html: row.bodyHtml,
  updated_at: row.updatedAt.toISOString(),
});

async function findPage(db: Db | Tx, key: Row['key']) {
  const [row] = await db.select().from(informationPages).where(eq(informationPages.key, key));
  return row ? toPage(row) : undefined;
}

/** Who we are, privacy, terms: one row each, edited in place, sanitised and audited. */
export function registerAdminInformationPageRoutes(app: FastifyInstance) {
  const { database, contentCache } = app.deps;

  routeFromContract(app, adminListInformationPages, async () => {
    const rows = await database.db.select().from(informationPages).orderBy(asc(informationPages.key));
    return { data: rows.map(toPage) };
  });

  routeFromContract(app, adminUpdateInformationPage, async ({ params, body, request }) => {
    const admin = requireAdmin(request);
    const page = await database.db.transaction(async (tx) => {
      const before = await findPage(tx, params.key);
      if (!before) throw notFound();
      await tx
        .update(informationPages)
        .set({
          title: body.title,
          bodyHtml: sanitizeRichText(body.body_html),
          updatedBy: admin.user.id,
          updatedAt: new Date(),
        })
        .where(eq(informationPages.key, params.key));
      const after = await findPage(tx, params.key);
      await recordAdminAudit(
        tx,
        { admin, ip: request.ip },
        {
          action: 'information_page.update',
          entity: 'information_page',
          entityId: params.key,
          before,
          after,
        },
      );
      return after!;
    });
    await contentCache.invalidate([CONTENT_TAGS.informations]);
    return { data: page };
  });
}
