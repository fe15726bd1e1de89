import { eq } from 'drizzle-orm';
import type { TSettlementColumns } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';
import { type AdminActor, recordAdminAudit } from '../audit';
import { readSettlementColumns, SETTLEMENT_COLUMNS_KEY } from './settlement-columns';

/**
 * An admin names the operator file's columns (docs/revenue.md#column-mapping); the audit row keeps
 * the mapping before and after, like any settings change.
 */
export async function saveSettlementColumns(
  db: Db,
  actor: AdminActor,
  columns: TSettlementColumns,
): Promise<TSettlementColumns> {
  return db.transaction(async (tx) => {
    const before = await readSettlementColumns(tx);
    const [existing] = await tx
      .select({ key: settings.key })
      .from(settings)
      .where(eq(settings.key, SETTLEMENT_COLUMNS_KEY));
    if (existing)
      await tx
        .update(settings)
        .set({ value: columns, updatedBy: actor.admin.user.id, updatedAt: new Date() })
        .where(eq(settings.key, SETTLEMENT_COLUMNS_KEY));
    else
      await tx
        .insert(settings)
        .values({ key: SETTLEMENT_COLUMNS_KEY, value: columns, updatedBy: actor.admin.user.id });
    await recordAdminAudit(tx, actor, {
      action: 'settings.update',
      entity: 'settings',
      entityId: SETTLEMENT_COLUMNS_KEY,
      before,
      after: columns,
    });
    return columns;
  });
}
