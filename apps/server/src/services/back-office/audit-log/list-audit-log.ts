import { and, count, desc, eq, gte, ilike, like, lte, or, type SQL } from 'drizzle-orm';
import type { TAuditEntry, TAuditLogQuery, TPageMeta } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema/index';
import { escapeLike, pageMeta } from '../../../lib/query-helpers';
import { rangeBound } from '../../../lib/local-time';

/** The audit log: every back-office write, newest first, by actor, entity, action, dates. */
export async function listAuditLog(
  db: Db,
  /** TIME_ZONE: a bare day in `from`/`to` is a day there. */
  zone: string,
  query: TAuditLogQuery,
): Promise<{ data: TAuditEntry[]; meta: TPageMeta }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.actor_id) conditions.push(eq(auditLog.actorId, query.actor_id));
  if (query.actor) conditions.push(ilike(auditLog.actorLabel, `%${escapeLike(query.actor)}%`));
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
  if (query.action) {
    conditions.push(
      or(eq(auditLog.action, query.action), like(auditLog.action, `${escapeLike(query.action)}.%`)),
    );
  }
  const from = rangeBound(query.from, 'from', zone);
  const to = rangeBound(query.to, 'to', zone);
  if (from) conditions.push(gte(auditLog.at, from));
  if (to) conditions.push(lte(auditLog.at, to));
  const where = and(...conditions);
  const [total] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: rows.map((row) => ({
      id: row.id,
      actor_type: row.actorType,
      actor_id: row.actorId,
      actor_label: row.actorLabel,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
      at: row.at.toISOString(),
    })),
    meta: pageMeta(query.page, query.per_page, Number(total?.total ?? 0)),
  };
}
