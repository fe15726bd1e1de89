import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TCreatedPartnerKey, TPartnerKey } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { adminUsers, partnerKeys, priceSources } from '../../db/schema/index';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { hashPartnerKey, newPartnerKey } from '../../lib/partner-key';
import { type AdminActor, recordAdminAudit } from '../audit';

/** Every key, newest first, without the key itself (only its HMAC is stored anyway). */
export async function listPartnerKeys(db: Db): Promise<TPartnerKey[]> {
  const rows = await db
    .select({
      id: partnerKeys.id,
      name: partnerKeys.name,
      sourceId: partnerKeys.sourceId,
      sourceName: priceSources.name,
      prefix: partnerKeys.prefix,
      createdBy: adminUsers.email,
      createdAt: partnerKeys.createdAt,
      lastUsedAt: partnerKeys.lastUsedAt,
      revokedAt: partnerKeys.revokedAt,
    })
    .from(partnerKeys)
    .innerJoin(priceSources, eq(priceSources.id, partnerKeys.sourceId))
    .leftJoin(adminUsers, eq(adminUsers.id, partnerKeys.createdBy))
    .orderBy(desc(partnerKeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    source_id: row.sourceId,
    source_name: row.sourceName,
    prefix: row.prefix,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }));
}

/**
 * A new key for one price source. The answer is the only place the key ever appears: the row keeps
 * its HMAC and its first characters, and the audit row only the prefix.
 */
export async function createPartnerKey(
  db: Db,
  appSecret: string,
  input: { sourceId: number; name: string },
  actor: AdminActor,
): Promise<TCreatedPartnerKey> {
  const [source] = await db
    .select({ id: priceSources.id })
    .from(priceSources)
    .where(eq(priceSources.id, input.sourceId))
    .limit(1);
  if (!source) throw unprocessable({ source_id: ['unknown_source'] });
  const { key, prefix } = newPartnerKey();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(partnerKeys)
      .values({
        name: input.name,
        sourceId: input.sourceId,
        keyHash: hashPartnerKey(appSecret, key),
        prefix,
        createdBy: actor.admin.user.id,
      })
      .returning({ id: partnerKeys.id, createdAt: partnerKeys.createdAt });
    if (!inserted) throw new HttpError(500, 'server_error');
    await recordAdminAudit(tx, actor, {
      action: 'partner_key.create',
      entity: 'partner_keys',
      entityId: inserted.id,
      after: { name: input.name, source_id: input.sourceId, prefix },
    });
    return inserted;
  });
  return {
    id: row.id,
    name: input.name,
    source_id: input.sourceId,
    key,
    created_at: row.createdAt.toISOString(),
  };
}

/** Revokes a key at once: the next request with it is a 401. Revoking a revoked key changes nothing. */
export async function revokePartnerKey(
  db: Db,
  id: number,
  actor: AdminActor,
): Promise<{ id: number; revokedAt: Date }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ revokedAt: partnerKeys.revokedAt, name: partnerKeys.name, prefix: partnerKeys.prefix })
      .from(partnerKeys)
      .where(eq(partnerKeys.id, id))
      .limit(1);
    if (!existing) throw notFound();
    if (existing.revokedAt) return { id, revokedAt: existing.revokedAt };
    const [revoked] = await tx
      .update(partnerKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(partnerKeys.id, id), isNull(partnerKeys.revokedAt)))
      .returning({ revokedAt: partnerKeys.revokedAt });
    const revokedAt = revoked?.revokedAt ?? new Date();
    await recordAdminAudit(tx, actor, {
      action: 'partner_key.revoke',
      entity: 'partner_keys',
      entityId: id,
      before: { name: existing.name, prefix: existing.prefix, revoked_at: null },
      after: { name: existing.name, prefix: existing.prefix, revoked_at: revokedAt },
    });
    return { id, revokedAt };
  });
}
