import { count, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema/index';

/** One page of SMS rows matching `where`, newest first, and how many match in all. */
export async function pageSmsMessages(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: (typeof smsMessages.$inferSelect)[]; total: number }> {
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(smsMessages).where(where),
    db
      .select()
      .from(smsMessages)
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}
