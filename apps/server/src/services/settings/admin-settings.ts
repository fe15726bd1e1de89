import { eq, inArray } from 'drizzle-orm';
import type { TAdminSettings } from '@sarraf/contracts';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema/index';

/** Keys of the `settings` table that the back office edits, with their defaults. */
export const SETTING_KEYS = {
  rateMaxMovePercent: 'rates.max_move_percent',
} as const;

export const DEFAULT_RATE_MAX_MOVE_PERCENT = 5;

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The back-office settings, each falling back to its default while nobody has set it. */
export async function readAdminSettings(db: Db | Tx): Promise<TAdminSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, Object.values(SETTING_KEYS)));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    rate_max_move_percent: numberOr(
      byKey.get(SETTING_KEYS.rateMaxMovePercent),
      DEFAULT_RATE_MAX_MOVE_PERCENT,
    ),
  };
}

/** Writes the settings (upsert per key) in the caller's transaction. */
export async function writeAdminSettings(tx: Tx, values: TAdminSettings, adminId: number): Promise<void> {
  const entries: Array<[string, unknown]> = [[SETTING_KEYS.rateMaxMovePercent, values.rate_max_move_percent]];
  for (const [key, value] of entries) {
    const [existing] = await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, key));
    if (existing)
      await tx
        .update(settings)
        .set({ value, updatedBy: adminId, updatedAt: new Date() })
        .where(eq(settings.key, key));
    else await tx.insert(settings).values({ key, value, updatedBy: adminId });
  }
}
