import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminContactMessage, TAdminContactQuery, TPageMeta } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';
import { escapeLike, pageMeta } from '../../lib/query-helpers';
import { presentContact } from './contact-rows';

/** The contact inbox: unread first, then newest; by status; words of any text field. */
export async function listContactMessages(
  db: Db,
  query: TAdminContactQuery,
): Promise<{ data: TAdminContactMessage[]; meta: TPageMeta }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.msisdn, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ total: count() }).from(contactMessages).where(where);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(
      desc(sql`${contactMessages.status} = 'new'`),
      desc(contactMessages.createdAt),
      desc(contactMessages.id),
    )
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: rows.map(presentContact),
    meta: pageMeta(query.page, query.per_page, Number(total?.total ?? 0)),
  };
}
