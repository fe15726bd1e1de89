import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema/index';
import { SETTLEMENT_FIELDS, SETTLEMENT_PRESETS, type SettlementColumns } from './settlement-line';

/** The `settings` key of the operator's column names (docs/revenue.md#column-mapping). */
export const SETTLEMENT_COLUMNS_KEY = 'settlement.columns';

const ZColumns = z.object(
  Object.fromEntries(SETTLEMENT_FIELDS.map((field) => [field, z.string().trim().min(1).max(100)])) as Record<
    (typeof SETTLEMENT_FIELDS)[number],
    z.ZodString
  >,
);

/** The column mapping kept in settings, or the default (named like the ledger) while none is kept. */
export async function readSettlementColumns(db: Db | Tx): Promise<SettlementColumns> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTLEMENT_COLUMNS_KEY));
  const parsed = ZColumns.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...SETTLEMENT_PRESETS.http };
}
